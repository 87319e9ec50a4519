/**
 * A page the owner edits, declared once: its content file (where it is, its schema, its path), its
 * entry in the editor (name and label), what kind of page it is and its component. The route
 * (routes.ts), the editor's entry (src/admin/contentCollections.ts) and the entry's preview
 * (src/admin/preview/templates.tsx) all follow from it, so none of them can be left out.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { page } from './pageLoader.ts';
import type { z } from 'zod';
import type { PageContent } from '../content/contentFile.ts';
import { contentTokens } from '../content/contentTokens.ts';
import { validateContent } from '../content/validateContent.ts';
import type { RouteKind, SiteRoute } from '../siteRoute.ts';

/** What a page's content tells search engines and the browser tab: its route's title and description. */
type PageSeo = Pick<SiteRoute, 'title' | 'description'>;

/** The kinds of route a page of its own can be (services, articles, pages made of blocks and redirects come from collections). */
type PageKind = Exclude<RouteKind, 'service' | 'article' | 'redirect' | 'landing'>;

/** A page's registration; `posts` and `faqs` when it shows any, as its route names them. */
interface Registration<Schema extends z.ZodType<PageSeo>, Props extends object> extends Pick<SiteRoute, 'posts' | 'faqs'> {
  /** The entry's name in the editor (and its preview's): a URL part, unique among the pages. */
  name: string;
  /** What the editor lists it as. */
  label: string;
  kind: PageKind;
  /** Its content file, loaded (src/content/<page>.ts). */
  source: PageContent<Schema>;
  /** Its component, loaded when the page is drawn, so that reading the list loads no page code. */
  component: () => Promise<{ default: ComponentType<Props> }>;
  /** The component's props for the page's words. */
  props: (content: z.output<Schema>) => Props;
}

/** A registered page, as routes, the editor and its preview take it. */
export interface SitePage extends Pick<Registration<z.ZodType<PageSeo>, object>, 'name' | 'label' | 'kind'>, Pick<SiteRoute, 'path' | 'title' | 'description' | 'render' | 'posts' | 'faqs'> {
  /** Under src/content/, e.g. `pages/home.yml`. */
  file: string;
  schema: z.ZodType;
  /** Loads the component, then draws the page from an entry as the editor holds it, validated as the build validates the file (a bad value throws a ContentError). */
  preview(): Promise<(data: unknown) => ReactElement>;
}

export function sitePage<Schema extends z.ZodType<PageSeo>, Props extends object>({ name, label, kind, source, component, props, posts, faqs }: Registration<Schema, Props>): SitePage {
  const { file, schema, path, content } = source;
  return {
    name,
    label,
    kind,
    path,
    file,
    schema,
    title: content.title,
    description: content.description,
    ...(posts ? { posts } : {}),
    ...(faqs ? { faqs } : {}),
    render: page(component, props(content)),
    preview: async () => {
      const Page = (await component()).default;
      return (data) => createElement(Page, props(validateContent(data, schema, `src/content/${file}`, contentTokens)));
    },
  };
}
