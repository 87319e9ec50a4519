/**
 * Scale check for the blog: writes 1,000 valid synthetic posts into a temp folder, builds the
 * whole site with them (POSTS_DIR) into a temp dist, and reports the build time and what the
 * blog index weighs. Nothing is written to the repository.
 *   npx tsx scripts/generate-synthetic-blog.ts [--count 1000] [--keep]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { writeSyntheticPosts } from './syntheticPosts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { count: { type: 'string', default: '1000' }, keep: { type: 'boolean', default: false } },
});
const count = Number(values.count);

const work = mkdtempSync(path.join(tmpdir(), 'hale-synthetic-blog-'));
const postsDir = path.join(work, 'posts');
const outDir = path.join(work, 'dist');
mkdirSync(postsDir);
writeSyntheticPosts(root, postsDir, count);
console.log(`Wrote ${count} posts to ${postsDir}`);

const started = performance.now();
const build = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts', '--out', outDir, '--quiet'], {
  cwd: root,
  env: { ...process.env, POSTS_DIR: postsDir },
  encoding: 'utf8',
});
const seconds = (performance.now() - started) / 1000;
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  console.error(`Build failed after ${seconds.toFixed(1)} s; files kept in ${work}`);
  process.exit(1);
}

const html = (file: string) => readFileSync(path.join(outDir, file));
const pages = readdirSync(outDir, { recursive: true }).filter((file) => String(file).endsWith('.html')).length;
const blogPages = readdirSync(path.join(outDir, 'blog/page')).length;
console.log(`Built ${pages} HTML pages (${count} synthetic posts + 2 dedicated articles, ${blogPages + 1} blog list pages) in ${seconds.toFixed(1)} s`);
console.log(`/blog/ weighs ${(gzipSync(html('blog/index.html')).length / 1024).toFixed(1)} kB gz; each further page of cards is fetched on demand`);
if (values.keep) console.log(`Kept ${work}`);
else rmSync(work, { recursive: true, force: true });
