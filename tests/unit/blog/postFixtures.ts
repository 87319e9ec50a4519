/** Writes Markdown posts into a temp folder for loader tests. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { dedicatedPosts } from '../../../src/content/blog/articles/index.ts';
import { loadBlogCollection } from '../../../src/content/blog/loadPosts.ts';

export const validFields: Record<string, string> = {
  id: '101',
  slug: 'test-post',
  title: '"A Valid Test Post About Pipeline"',
  excerpt: '"A valid excerpt that is long enough to serve as the page description of this post, between 70 and 160 characters."',
  category: 'Lead Generation',
  author: 'Morgan Hale',
  date: '2024-03-05',
  readTime: '5 min read',
  image: '/images/blog/lean-canvas.jpg',
  imageAlt: '"A cover image used by the test post"',
  tags: '[Testing, Pipeline]',
  views: '"1,204"',
  likes: '"88"',
};

const validBody = `Intro paragraph with a [link](/blog/).\n\n## First Section\n\nBody text.\n\n### Detail\n\nMore text.\n`;

/** Front matter from fields; a field set to `undefined` is left out. */
export function postSource(overrides: Record<string, string | undefined> = {}, body = validBody): string {
  const fields = { ...validFields, ...overrides };
  const lines = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A temp posts folder holding the given files (name → source); removed when the tests end. */
export function postsFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hale-posts-'));
  folders.push(dir);
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  return dir;
}

/** Loads a folder the way the site does, with the two dedicated articles. */
export function load(dir: string) {
  return loadBlogCollection({ postsDir: dir, root: process.cwd(), staticDir: path.join(process.cwd(), 'static'), dedicated: dedicatedPosts });
}
