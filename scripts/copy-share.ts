/**
 * How much of each page's copy is the owner's: for each built page, the share of the headings, paragraphs and list items of
 * its <main> (20+ characters) found in the content files under src/content/. Prints one line per
 * page, then the whole site; `--missing` lists the blocks not found. Build first (`npm run build`).
 * Usage: npx tsx scripts/copy-share.ts [--dist DIR] [--missing]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { copyShare, sharePercent } from '../tests/support/copyShare.ts';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, missing: { type: 'boolean', default: false } } });
const pages = copyShare(path.resolve(values.dist));
const width = Math.max(...pages.map((page) => page.page.length));
for (const page of pages) {
  console.log(`${page.page.padEnd(width)}  ${sharePercent(page).toFixed(1).padStart(5)} %  (${page.fromContent}/${page.blocks} blocks)`);
  if (values.missing) for (const block of page.missing) console.log(`    not in content: ${block}`);
}
const total = pages.reduce((sum, page) => ({ blocks: sum.blocks + page.blocks, fromContent: sum.fromContent + page.fromContent }), { blocks: 0, fromContent: 0 });
console.log(`${'whole site'.padEnd(width)}  ${sharePercent(total).toFixed(1).padStart(5)} %  (${total.fromContent}/${total.blocks} blocks, ${pages.length} pages)`);
