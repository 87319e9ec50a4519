/**
 * Screenshots of the editor's preview pane, as an owner sees it while editing: starts `npm run cms`
 * on a copy of the project, signs in, opens each entry and saves a picture of the editor with the
 * entry's page drawn beside the form, and of the pane alone. Usage:
 *   npx tsx scripts/screenshot-preview.ts [--out .cache/screenshots/preview] [--width 1600] [collection/entry …]
 * Default entries: a service page, the home page and a post.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openEntry, previewPane, signIn, startEditor } from '../tests/support/editorSession.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string', default: '.cache/screenshots/preview' }, width: { type: 'string', default: '1600' } } });
const entries = positionals.length > 0 ? positionals : ['services-sections/crm', 'pages/home', 'posts/gtm-planning-product-launch-success', 'documents/privacy-policy'];
const out = path.resolve(values.out);
await mkdir(out, { recursive: true });

const session = await startEditor({ viewport: { width: Number(values.width), height: 1000 } });
try {
  await signIn(session);
  for (const entry of entries) {
    const [collection = '', name = ''] = entry.split('/');
    await openEntry(session, collection, name);
    // The page as drawn, or the message naming what the site cannot show.
    await previewPane(session.page).locator('main h1, [data-preview-error]').first().waitFor({ timeout: 60_000 }).catch((error: unknown) => console.error(`${entry}: ${String(error).split('\n')[0]}`));
    // The page's cover and web font arrive after its text.
    await session.page.waitForTimeout(1500);
    const slug = entry.replace(/\//g, '-');
    await session.page.screenshot({ path: path.join(out, `${slug}-editor.png`) });
    await session.page.locator('#preview-pane').screenshot({ path: path.join(out, `${slug}-pane.png`) });
    console.log(`${entry}: ${path.join(out, `${slug}-editor.png`)}, ${slug}-pane.png`);
  }
} finally {
  await session.close();
}
