/**
 * Synthetic blog posts for scale checks (scripts/generate-synthetic-blog.ts, `npm run bench -- --scale`):
 * valid Markdown posts with realistic lengths, categories, tags and dates, reusing the site's covers,
 * written beside a copy of the site's own posts (pages and articles link to those).
 */
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { postCategories } from '../src/content/blog/categories.ts';
import { WORDS_PER_MINUTE } from '../src/content/blog/constants.ts';
import { site } from '../src/site.ts';

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

/** The slug of post number `index` (0-based). */
export function syntheticSlug(index: number): string {
  return `synthetic-growth-note-${String(index + 1).padStart(4, '0')}`;
}

function post(index: number, count: number, covers: readonly string[]): { name: string; source: string } {
  const number = String(index + 1).padStart(4, '0');
  const slug = syntheticSlug(index);
  const minutes = 5 + (index % 11);
  // Counted back from a past day: a post dated in the future would be held back until then.
  const date = new Date(Date.UTC(2025, 11, 31) - index * 86_400_000).toISOString().slice(0, 10);
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

/**
 * Writes `count` posts into `dir` (which must exist), covers taken from `root`'s static/images/blog/,
 * and copies the site's own posts there: the owner's pages link to them, and the build refuses a link
 * to a post that is not there.
 */
export function writeSyntheticPosts(root: string, dir: string, count: number): void {
  const ownPosts = path.join(root, 'src/content/posts');
  for (const file of readdirSync(ownPosts).filter((name) => name.endsWith('.md'))) copyFileSync(path.join(ownPosts, file), path.join(dir, file));
  const covers = readdirSync(path.join(root, 'static/images/blog')).filter((file) => file.endsWith('.jpg'));
  for (let index = 0; index < count; index += 1) {
    const { name, source } = post(index, count, covers);
    writeFileSync(path.join(dir, name), source);
  }
}
