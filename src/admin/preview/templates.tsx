/**
 * The editor's preview of each entry: the real page, drawn by the site's own components from the
 * entry as it stands in the editor (validated as the build validates it), in the site's frame of
 * header and footer. Keyed by the names Decap looks previews up by: a folder collection's name, a
 * file entry's name.
 */
import type { ReactElement } from 'react';
import type { z } from 'zod';
import { PageFrame } from '../../components/PageFrame.tsx';
import { cmoVsAgencySchema } from '../../content/blog/articles/cmoVsAgency.ts';
import { leanCanvasSchema } from '../../content/blog/articles/leanCanvas.ts';
import { blogCollection } from '../../content/blog/collection.ts';
import type { BlogPost, MarkdownPost } from '../../content/blog/loadPosts.ts';
import { countWordsInHtml, renderMarkdown } from '../../content/blog/markdown.ts';
import { BlogContentError, validatePostMeta, withoutBlankOptionals } from '../../content/blog/schema.ts';
import { blogUrls } from '../../content/blog/urls.ts';
import { blogWords, type BlogWords } from '../../content/blogPage.ts';
import { contentTokens } from '../../content/contentTokens.ts';
import { pricingDataSchema, pricingOf, pricingTokensOf } from '../../content/pricing.ts';
import { serviceSchema, type Service } from '../../content/serviceSchema.ts';
import { inMenuOrder, serviceListIssues, services } from '../../content/services.ts';
import { sharedWords, sharedWordsSchema, type SharedWords } from '../../content/shared.ts';
import { siteTokens } from '../../content/siteTokens.ts';
import { withStega, withoutStega } from '../../content/stega.ts';
import { validateContent } from '../../content/validateContent.ts';
import { menuPagesOf, serviceLinks, serviceLinksOf, type MenuPages } from '../../navigation.ts';
import { ContentError } from '../../content/contentIssues.ts';
import { blockPageIssues, blockPagePath, landingPages, ownPage, ownPageOf, pagesFolder, type LoadedBlockPage, type LoadedLandingPage } from '../../content/blockPages.ts';
import { blockPageSchema } from '../../content/blockPageSchema.ts';
import { Blocks } from '../../blocks/Blocks.tsx';
import { ShownPricing } from '../../blocks/pricing/shownPricing.tsx';
import ArticlePage from '../../pages/blog/ArticlePage.tsx';
import type { ArticlePageProps } from '../../pages/blog/ArticleShell.tsx';
import CmoVsAgencyPage from '../../pages/blog/CmoVsAgencyPage.tsx';
import LeanCanvasPage from '../../pages/blog/LeanCanvasPage.tsx';
import { sitePages } from '../../pages/sitePages.ts';
import { paths, servicePath } from '../../paths.ts';
import type { NavLink } from '../../components/header/navTypes.ts';
import { articleEntries, documentEntries, pagesCollectionName, serviceCollectionName } from '../contentCollections.ts';

/** The page an entry previews, drawn in the site's frame, and the links of the entry's data as the build checks them. */
interface PreviewPage {
  page: ReactElement;
  /**
   * The content file the links are checked as (`src/content/pages/home.yml`) and the page its words
   * appear on, which its `#anchor` links point into (none for the words of every page). Absent where
   * the build checks no links (a post's Markdown, the plans' settings file).
   */
  links?: { file: string; page?: string };
}

/** Turns the entry's data (from its file, as Decap names it: none for a new entry) into the page it previews; throws a ContentError for what the build would refuse. */
export type PreviewTemplate = (data: unknown, file?: string) => PreviewPage;

interface FrameOptions {
  words?: SharedWords;
  services?: readonly NavLink[];
  pages?: MenuPages;
}

/** A page in the site's frame, at `path`, with the site's shared words and menus unless the entry being edited changes them. */
function framed(path: string, page: ReactElement, { words = sharedWords, services: menu = serviceLinks, pages }: FrameOptions = {}): ReactElement {
  return (
    <PageFrame path={path} words={words} services={menu} pages={pages} buildYear={new Date().getFullYear()}>
      {page}
    </PageFrame>
  );
}

/** The page at `path`, framed, whose links are those of `file` written for that page. */
const pageOf = (file: string, path: string, page: ReactElement, options?: FrameOptions): PreviewPage => ({ page: framed(path, page, options), links: { file, page: path } });

/** The entry validated by `schema`, figures filled in, named by its file as the build names it. */
function valid<Schema extends z.ZodType>(data: unknown, schema: Schema, file: string): z.output<Schema> {
  return validateContent(data, schema, `src/content/${file}`, contentTokens);
}

const fileOf = (name: string) => [...documentEntries, ...articleEntries].find((entry) => entry.name === name)?.file ?? `${name}.yml`;

const urls = blogUrls(paths.blog);

/** An article's page props, for `post`. */
const articleProps = (post: BlogPost, words: BlogWords = blogWords): ArticlePageProps => ({ post, canonicalPath: urls.article(post.slug), blogIndexPath: urls.index, words });

/** A post as it stands in the editor: its front matter checked as the blog checks it, its Markdown body rendered. */
function postFromEntry(data: unknown): MarkdownPost {
  const { body = '', ...frontMatter } = data as Record<string, unknown>;
  const file = `src/content/posts/${String(frontMatter.slug ?? 'new-post')}.md`;
  // Checked without the click-to-edit marks, which the drawn texts carry again (stega.ts).
  const { clean, marks } = withoutStega(frontMatter);
  const { meta, issues } = validatePostMeta(withoutBlankOptionals(clean as Record<string, unknown>), file);
  if (!meta) throw new BlogContentError(issues);
  const { html, headings } = renderMarkdown(String(body), blogWords.article);
  return { ...withStega(meta, marks), layout: 'markdown', file, html, headings, wordCount: countWordsInHtml(html) };
}

/** A dedicated article's post as in the collection, with the facts being edited. */
function dedicatedPost(meta: { slug: string }): BlogPost {
  const known = blogCollection.posts.find((post) => post.slug === meta.slug);
  if (!known) throw new Error(`The post /blog/${meta.slug}/ is not in the site yet: keep the URL name of a dedicated article`);
  return { ...known, ...meta } as BlogPost;
}

/** The files an entry may be read from: it is named after its URL name or an old one (Decap never renames a file). */
const ownFiles = (folder: string, entry: { slug: string; formerSlugs?: readonly string[] | undefined }) => new Set([entry.slug, ...(entry.formerSlugs ?? [])].map((name) => `src/content/${folder}/${name}.yml`));

/** A service as it stands in the editor, checked as the build checks it (its address among the others'), shown in the menus beside the others (in its place, or as the new one). */
function servicePreview(data: unknown): PreviewPage {
  const file = `src/content/services/${String((data as { slug?: unknown }).slug ?? 'new-service')}.yml`;
  const service: Service = validateContent(data, serviceSchema, file, contentTokens);
  const own = ownFiles('services', service);
  const others = services.filter((candidate) => !own.has(candidate.file));
  const issues = serviceListIssues([...others, { ...service, file }]).filter((issue) => issue.file === file);
  if (issues.length > 0) throw new ContentError(`${file} is invalid`, issues);
  const menu = serviceLinksOf(inMenuOrder([...others, service]));
  const path = servicePath(service.slug);
  return pageOf(file, path, <Blocks blocks={service.blocks} path={path} />, { services: menu });
}

/** A page made of blocks as it stands in the editor, checked as the build checks it (a site's own page at its address, an owner's among the others'), in the menus it chose. */
function blockPagePreview(data: unknown, entryFile?: string): PreviewPage {
  const file = entryFile || `src/content/${pagesFolder}/${String((data as { slug?: unknown }).slug ?? 'new-page')}.yml`;
  const edited: LoadedBlockPage = { ...validateContent(data, blockPageSchema, file, contentTokens), file };
  // The site's copy of the entry is left out, not counted as a clash.
  const own = ownFiles(pagesFolder, { slug: edited.slug ?? '', formerSlugs: edited.formerSlugs }).add(file);
  const all = [...landingPages.filter((candidate) => !own.has(candidate.file)), edited];
  const issues = blockPageIssues(all).filter((issue) => issue.file === file);
  if (issues.length > 0) throw new ContentError(`${file} is invalid`, issues);
  const path = blockPagePath(file, edited);
  const menus = menuPagesOf(all.filter((page): page is LoadedLandingPage => page.slug !== undefined));
  return pageOf(file, path, <Blocks blocks={edited.blocks} path={path} place={ownPageOf(file) ? undefined : 'landing-block'} />, { pages: menus });
}

const page = <Schema extends z.ZodType>(name: string, schema: Schema, draw: (content: z.output<Schema>, file: string) => PreviewPage): [string, PreviewTemplate] => [
  name,
  (data) => draw(valid(data, schema, fileOf(name)), `src/content/${fileOf(name)}`),
];

/** The preview of each page of src/pages/sitePages.ts not made of blocks (those are the pages collection's), its component loaded. */
async function sitePageTemplates(): Promise<[string, PreviewTemplate][]> {
  return Promise.all(
    sitePages.filter(({ file }) => !file.startsWith(`${pagesFolder}/`)).map(async (sitePage): Promise<[string, PreviewTemplate]> => {
      const draw = await sitePage.preview();
      return [sitePage.name, (data) => pageOf(`src/content/${sitePage.file}`, sitePage.path, draw(data))];
    }),
  );
}

const otherTemplates: [string, PreviewTemplate][] = [
  // The words on every page, shown on the home page, menus and footer included.
  page('shared', sharedWordsSchema, (words, file) => ({ page: framed(paths.home, <Blocks blocks={ownPage('home').content.blocks} path={paths.home} />, { words }), links: { file } })),
  page('lean-canvas', leanCanvasSchema, ({ meta, ...copy }, file) => ({ page: framed(paths.blog, <LeanCanvasPage {...articleProps(dedicatedPost(meta))} copy={copy} />), links: { file, page: urls.article(meta.slug) } })),
  page('cmo-vs-agency', cmoVsAgencySchema, ({ meta, ...copy }, file) => ({ page: framed(paths.blog, <CmoVsAgencyPage {...articleProps(dedicatedPost(meta))} copy={copy} />), links: { file, page: urls.article(meta.slug) } })),
  [
    'pricing',
    (data: unknown) => {
      // The plans are a settings file: checked as written, their figures filled in from its own values.
      const prices = validateContent(data, pricingDataSchema, 'src/content/data/pricing.yml');
      const shown = pricingOf(prices, { ...siteTokens, ...pricingTokensOf(prices) });
      return {
        page: framed(
          paths.pricing,
          <ShownPricing pricing={shown}>
            <Blocks blocks={ownPage('pricing').content.blocks} path={paths.pricing} />
          </ShownPricing>,
        ),
      };
    },
  ],
  ['posts', (data: unknown) => ({ page: framed(paths.blog, <ArticlePage {...articleProps(postFromEntry(data))} />) })],
  [pagesCollectionName, blockPagePreview],
  [serviceCollectionName, servicePreview],
];

/** Every preview, by the name Decap looks it up by; the pages' components load first (they are in the bundle: a tick). */
export async function previewTemplates(): Promise<Readonly<Record<string, PreviewTemplate>>> {
  return Object.fromEntries([...(await sitePageTemplates()), ...otherTemplates]);
}
