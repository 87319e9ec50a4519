/**
 * Scale check for the blog: writes 1,000 valid synthetic posts into a copy of the project, builds
 * the whole site with them there, and reports the build time and what the blog index weighs.
 * Nothing is written to the repository.
 *   npx tsx scripts/generate-synthetic-blog.ts [--count 1000] [--keep]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { copyProject } from '../tests/support/projectCopy.ts';
import { writeSyntheticPosts } from './syntheticPosts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { count: { type: 'string', default: '1000' }, keep: { type: 'boolean', default: false } },
});
const count = Number(values.count);

const project = copyProject(root);
const postsDir = path.join(project.dir, 'src', 'content', 'posts');
const outDir = path.join(project.dir, 'dist');
writeSyntheticPosts(root, postsDir, count);
console.log(`Wrote ${count} posts to ${postsDir}`);

const started = performance.now();
const build = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts', '--out', outDir, '--quiet'], { cwd: project.dir, encoding: 'utf8' });
const seconds = (performance.now() - started) / 1000;
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  console.error(`Build failed after ${seconds.toFixed(1)} s; files kept in ${project.dir}`);
  process.exit(1);
}

const html = (file: string) => readFileSync(path.join(outDir, file));
const pages = readdirSync(outDir, { recursive: true }).filter((file) => String(file).endsWith('.html')).length;
const blogPages = readdirSync(path.join(outDir, 'blog/page')).length;
console.log(`Built ${pages} HTML pages (${count} synthetic posts + 2 dedicated articles, ${blogPages + 1} blog list pages) in ${seconds.toFixed(1)} s`);
console.log(`/blog/ weighs ${(gzipSync(html('blog/index.html')).length / 1024).toFixed(1)} kB gz; each further page of cards is fetched on demand`);
if (values.keep) console.log(`Kept ${project.dir}`);
else project.remove();
