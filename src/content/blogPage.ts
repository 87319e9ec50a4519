/**
 * The blog's words (SPEC.md "Blog list" and "Article page"), from `src/content/documents/blog.yml`: the
 * list and its later pages, the categories, the words around every article, and the author's card.
 */
import type { z } from 'zod';
import { paths } from '../paths.ts';
import { pageContent } from './contentFile.ts';
import { group, line, list, paragraph } from './fields.ts';
import { pageSeo } from './pageSeo.ts';
import { heroShape } from './shapes.ts';

const blogPageSchema = group('Blog', {
  ...pageSeo,
  hero: heroShape,
  categories: list('Categories', line('Category'), {
    min: 2,
    hint: 'The badges under the title, in order; the first (such as All) stands for every post and is not a category a post can take.',
  }),
  featured: group('Featured (newest) article', {
    sectionLabel: line('Name of its section for screen readers'),
    badge: line('Badge'),
    link: line('Words of its link'),
  }),
  latestHeading: line('Heading over the other articles'),
  cardLink: line('Words of the link on each article card'),
  loadMore: group('Load more', {
    button: line('Words of the button'),
    showing: line('Status line: word before the number shown', { min: 1, hint: '"Showing 6 of 8 articles" reads: this, the number shown, the next word, the total, the last word.' }),
    of: line('Status line: word between the two numbers', { min: 1 }),
    articles: line('Status line: word after the total', { min: 1 }),
  }),
  pages: group('Later pages of the list (/blog/page/2/ …)', {
    title: line('Title in the browser tab (the page number follows)', { min: 5, max: 50 }),
    description: paragraph('Description for search results (after "Page 2 of 3")', { min: 50, max: 145 }),
    heading: line('Heading over the articles'),
    page: line('Word before the page number', { min: 1 }),
    of: line('Word between the page number and the number of pages', { min: 1 }),
    newer: line('Link to the newer page'),
    older: line('Link to the older page'),
    navLabel: line('Name of the page links for screen readers'),
  }),
  article: group('Around every article', {
    breadcrumbLabel: line('Name of the breadcrumb for screen readers'),
    back: line('Back link'),
    views: line('After the number of views', { min: 1 }),
    likes: line('After the number of likes', { min: 1 }),
    readingProgress: line('Name of the reading progress bar for screen readers'),
    share: group('Share menu', {
      button: line('Button'),
      twitter: line('Twitter link'),
      linkedIn: line('LinkedIn link'),
      copy: line('Copy link'),
      copied: line('Message once the link is copied'),
      copyFailed: line('Message when the link cannot be copied'),
    }),
    tagged: line('Before the tags'),
    table: line("Word before a table's number, read by screen readers ('Table 1: Plan, Price')"),
    notifications: line('Name of the notifications area, read by screen readers'),
    closeToast: line("Name of a notification's close button, read by screen readers"),
    about: line("Before the author's name over the author card"),
    connect: line("Link to the author's profile"),
    related: group('Related articles', { title: line('Title'), intro: paragraph('Introduction', { min: 10 }) }),
    cta: group('Closing call to action', { title: line('Title'), text: paragraph('Text'), moreArticles: line('Link back to the blog') }),
  }),
  author: group("The founder's author card", { role: line('Role under the name'), bio: paragraph('About the author') }),
});

export type BlogWords = z.output<typeof blogPageSchema>;

/** 'Page 2 of 3', in the blog's words. */
export function pageOfPages(words: BlogWords, page: number, pages: number): string {
  return `${words.pages.page} ${page} ${words.pages.of} ${pages}`;
}

export const blogPageFile = pageContent('documents/blog.yml', blogPageSchema, paths.blog);

export const blogWords: BlogWords = blogPageFile.content;
