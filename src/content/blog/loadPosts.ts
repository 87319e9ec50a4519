import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compareNewestFirst } from './order.ts';
import type { BodyHeading } from './markdown.ts';
import { postBodies } from './renderedBodies.ts';
import type { ContentIssue } from '../contentIssues.ts';
import { displayPath } from '../displayPath.ts';
import { readFrontMatter, type PostSource } from './frontMatter.ts';
import { paths } from '../../paths.ts';
import { fileNameIssues, urlNameIssues } from '../urlNames.ts';
import { blogUrls } from './urls.ts';
import { BlogContentError, validatePostMeta, withoutBlankOptionals, type PostMeta } from './schema.ts';
import { buildTime, isDue } from '../publication.ts';

const postAddress = blogUrls(paths.blog).article;

/** The two posts with dedicated page layouts instead of a Markdown body. */
type DedicatedLayout = 'lean-canvas' | 'cmo-vs-agency';

interface PostBase extends PostMeta {
  /** Source file, for messages (relative to the project root when inside it). */
  file: string;
  /** Words of the body a reader reads; checked against `readTime`. */
  wordCount: number;
}

export interface MarkdownPost extends PostBase {
  layout: 'markdown';
  html: string;
  headings: BodyHeading[];
}

interface DedicatedPost extends PostBase {
  layout: DedicatedLayout;
}

export type BlogPost = MarkdownPost | DedicatedPost;

/** Metadata (checked as its file was loaded) and word count of a dedicated article, declared beside its copy. */
export interface DedicatedPostSource {
  layout: DedicatedLayout;
  file: string;
  meta: PostMeta;
  wordCount: number;
}

export interface CollectionOptions {
  /** Folder of `*.md` posts. */
  postsDir: string;
  /** Project root: messages name files relative to it. */
  root: string;
  /** Folder served at `/`; every post's image must exist in it. */
  staticDir: string;
  dedicated?: readonly DedicatedPostSource[];
  /** The moment the site is built for: posts to be published later are left out. By default the build's. */
  at?: Date;
}

export interface BlogCollection {
  /** Every post, newest first: the blog list's order. */
  posts: readonly BlogPost[];
  /** The Markdown posts, newest first: the list `/blog/<slug>` pages render. */
  fullContent: readonly MarkdownPost[];
  /** Valid posts whose publication is still to come: on no page, in no list, feed or sitemap. */
  scheduled: readonly BlogPost[];
}

function imageIssues(meta: PostMeta, file: string, options: CollectionOptions): ContentIssue[] {
  return existsSync(path.join(options.staticDir, meta.image)) ? [] : [{ file, field: 'image', reason: `${meta.image} does not exist under static/` }];
}

/** Heading rules for a body: the title is the page's only h1, and levels never skip. */
function headingIssues(headings: readonly BodyHeading[], file: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  let previous = 1;
  for (const { depth, text } of headings) {
    if (depth === 1) issues.push({ file, field: 'body', reason: `"# ${text}" is a level-1 heading; the title is the page's only h1, so start sections at ##` });
    else if (depth > previous + 1) issues.push({ file, field: 'body', reason: `heading "${text}" jumps from level ${previous} to level ${depth}` });
    previous = depth;
  }
  return issues;
}

type BodyRenderer = ReturnType<typeof postBodies>;

function parsePostFile(file: string, options: CollectionOptions, bodies: BodyRenderer): { post: MarkdownPost | null; issues: ContentIssue[] } {
  const name = displayPath(options.root, file);
  let parsed: PostSource;
  try {
    parsed = readFrontMatter(readFileSync(file, 'utf8'));
  } catch (error) {
    return { post: null, issues: [{ file: name, field: '(front matter)', reason: `is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` }] };
  }
  if (Object.keys(parsed.data).length === 0) {
    return { post: null, issues: [{ file: name, field: '(front matter)', reason: 'is missing; start the file with a --- block of fields' }] };
  }
  const { meta, issues } = validatePostMeta(withoutBlankOptionals(parsed.data), name);
  const problems: ContentIssue[] = [...issues];
  if (meta) problems.push(...fileNameIssues({ ...meta, file: name }, postAddress), ...imageIssues(meta, name, options));
  const body = parsed.content.trim();
  // Rendered before it is checked: its headings are the ones the page will carry.
  const rendered = body ? bodies.render(body) : undefined;
  if (!rendered) problems.push({ file: name, field: 'body', reason: 'is empty; write the article below the front matter' });
  else problems.push(...headingIssues(rendered.headings, name));
  if (!meta || !rendered || problems.length > 0) return { post: null, issues: problems };

  // A Markdown post with its body rendered: its page reads the HTML and the headings, the readTime check the word count.
  return { post: { ...meta, layout: 'markdown', file: name, ...rendered }, issues: [] };
}

/** Two posts may not share an id, a URL name or an old one: both would fight over one URL or one identity. */
function duplicateIssues(posts: readonly BlogPost[]): ContentIssue[] {
  // The dedicated articles' files are not named after them; the Markdown posts' names were checked with their files.
  const issues: ContentIssue[] = urlNameIssues(posts, postAddress, { fileNames: false });
  const first = new Map<number, BlogPost>();
  for (const post of posts) {
    const owner = first.get(post.id);
    if (owner) issues.push({ file: post.file, field: 'id', reason: `${post.id} is already used by ${owner.file}` });
    else first.set(post.id, post);
  }
  return issues;
}

/**
 * Reads, validates and renders the post collection. Any problem in any post throws one
 * BlogContentError naming each file, field and reason, so the build stops before writing a page.
 */
export function loadBlogCollection(options: CollectionOptions): BlogCollection {
  if (!existsSync(options.postsDir)) throw new BlogContentError([{ file: displayPath(options.root, options.postsDir), field: '(folder)', reason: 'the posts folder does not exist' }]);
  const files = readdirSync(options.postsDir)
    .filter((entry) => entry.endsWith('.md'))
    .sort()
    .map((entry) => path.join(options.postsDir, entry));

  const issues: ContentIssue[] = [];
  const posts: BlogPost[] = [];
  const bodies = postBodies();
  for (const file of files) {
    const result = parsePostFile(file, options, bodies);
    issues.push(...result.issues);
    if (result.post) posts.push(result.post);
  }
  bodies.keep();
  for (const { meta, ...source } of options.dedicated ?? []) {
    issues.push(...imageIssues(meta, source.file, options));
    posts.push({ ...meta, ...source });
  }
  issues.push(...duplicateIssues(posts));
  if (files.length === 0) issues.push({ file: displayPath(options.root, options.postsDir), field: '(folder)', reason: 'holds no .md posts' });
  if (issues.length > 0) throw new BlogContentError(issues);

  const at = options.at ?? buildTime;
  const sorted = posts.filter((post) => isDue(post.date, at)).sort(compareNewestFirst);
  return {
    posts: sorted,
    fullContent: sorted.filter((post): post is MarkdownPost => post.layout === 'markdown'),
    scheduled: posts.filter((post) => !isDue(post.date, at)),
  };
}
