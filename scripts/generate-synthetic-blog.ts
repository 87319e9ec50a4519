/**
 * Scale check for the blog: writes 1,000 valid synthetic posts into a temp folder, builds the
 * whole site with them (POSTS_DIR) into a temp dist, and reports the build time and what the
 * blog index weighs. Nothing is written to the repository.
 *   npx tsx scripts/generate-synthetic-blog.ts [--count 1000] [--keep]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { postCategories } from '../src/content/blog/categories.ts';
import { WORDS_PER_MINUTE } from '../src/content/blog/constants.ts';
import { site } from '../src/site.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { count: { type: 'string', default: '1000' }, keep: { type: 'boolean', default: false } },
});
const count = Number(values.count);

const covers = readdirSync(path.join(root, 'static/images/blog')).filter((file) => file.endsWith('.jpg'));
const tagPool = ['Pipeline', 'Smarketing', 'ICP', 'Positioning', 'Attribution', 'Onboarding', 'Pricing', 'Retention', 'Outbound', 'Content', 'CRM', 'Forecasting'];
const sentences = [
  'Growth stalls when marketing and sales measure different things.',
  'Start with the decision the number should inform, then choose the metric.',
  'A narrow ideal customer profile makes every channel cheaper.',
  'Founders who write down their assumptions find the risky ones faster.',
  'The handoff between a marketing lead and a sales conversation is where most pipeline leaks.',
  'Review one bottleneck a month instead of ten at once.',
  'Buyers compare you with doing nothing, not only with competitors.',
  'A short weekly pipeline review beats a long quarterly post-mortem.',
];

function body(minutes: number, seed: number): string {
  const target = minutes * WORDS_PER_MINUTE;
  const parts: string[] = [];
  let words = 0;
  for (let section = 1; words < target; section += 1) {
    parts.push(`## Section ${section}: What to Do Next`);
    for (let paragraph = 0; paragraph < 3 && words < target; paragraph += 1) {
      const text = Array.from({ length: 6 }, (_, index) => sentences[(seed + section + paragraph + index) % sentences.length]).join(' ');
      parts.push(text);
      words += text.split(/\s+/).length;
    }
    parts.push(`- **Step one:** agree the definitions.\n- **Step two:** measure for a month.\n- **Step three:** change one thing.`);
    words += 18;
  }
  return parts.join('\n\n');
}

function post(index: number): { name: string; source: string } {
  const number = String(index + 1).padStart(4, '0');
  const slug = `synthetic-growth-note-${number}`;
  const minutes = 5 + (index % 11);
  const date = new Date(Date.UTC(2019, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  const tags = [tagPool[index % tagPool.length], tagPool[(index * 7 + 3) % tagPool.length]];
  const fields = [
    `id: ${1000 + index}`,
    `slug: ${slug}`,
    `title: "Synthetic Growth Note ${number}"`,
    `excerpt: "A generated article for the blog's scale test: number ${number} of ${count}, with a realistic length, category, tags and date."`,
    `category: ${postCategories[index % postCategories.length]}`,
    `author: ${site.founder.name}`,
    `date: ${date}`,
    `readTime: ${minutes} min read`,
    `image: /images/blog/${covers[index % covers.length]}`,
    `imageAlt: "Cover art reused by synthetic post ${number}"`,
    `tags: [${[...new Set(tags)].join(', ')}]`,
    `views: "${(index % 9) + 1},${String((index * 37) % 1000).padStart(3, '0')}"`,
    `likes: "${(index * 13) % 900}"`,
  ];
  return { name: `${slug}.md`, source: `---\n${fields.join('\n')}\n---\n\n${body(minutes, index)}\n` };
}

const work = mkdtempSync(path.join(tmpdir(), 'hale-synthetic-blog-'));
const postsDir = path.join(work, 'posts');
const outDir = path.join(work, 'dist');
mkdirSync(postsDir);
for (let index = 0; index < count; index += 1) {
  const { name, source } = post(index);
  writeFileSync(path.join(postsDir, name), source);
}
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
