/**
 * Click-to-edit reaches the texts of blocks: with the editor's generated fields, every text of a
 * page made of blocks (the site's own pages made of blocks too) and of a sections-layout service carries its field's path as Decap's focus
 * reads it (list index, then field), the set forms (links, anchors, the kind) carry none, and the
 * preview's checks still accept the marked entry.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { vercelStegaDecode } from '@vercel/stega';
import { backendFromEnv, localBackendUrl } from '../../../src/admin/cmsBackend.ts';
import { cmsConfig } from '../../../src/admin/cmsConfig.ts';
import { pagesCollectionName, serviceCollectionName } from '../../../src/admin/contentCollections.ts';
import { withClickToEditMarks, type MarkedField } from '../../../src/admin/preview/clickToEditMarks.ts';
import { contentDir } from '../../../src/content/contentFolders.ts';
import { contentTokens } from '../../../src/content/contentTokens.ts';
import { blockPageSchema } from '../../../src/content/blockPageSchema.ts';
import { stegaMark } from '../../../src/content/stega.ts';
import { validateContent } from '../../../src/content/validateContent.ts';
import { parseYaml } from '../../../src/content/yaml.ts';

const config = cmsConfig({ backend: backendFromEnv({}), localBackendUrl: localBackendUrl({}), nextPostId: 9 });
const fieldsOf = (name: string) => (config.collections as readonly { name: string; fields?: MarkedField[] }[]).find((collection) => collection.name === name)?.fields ?? [];
const read = (file: string) => parseYaml(readFileSync(path.join(contentDir, file), 'utf8'));

type Blocks = { blocks: Record<string, unknown>[]; [field: string]: unknown };
/** The field path a marked text names, or undefined when it carries no mark. */
const pathOf = (text: unknown) => (vercelStegaDecode(String(text)) as { decap?: string } | undefined)?.decap;

describe('click-to-edit marks on blocks', () => {
  const data = read('pages/revenue-engine-review.yml') as Blocks;
  const marked = withClickToEditMarks(data, fieldsOf(pagesCollectionName)) as Blocks;
  const indexOf = (kind: string) => data.blocks.findIndex((block) => block.kind === kind);

  it("mark each text of a page's blocks with its path, by the block's kind (the list's typeKey), nested lists included", () => {
    const [hero, faq, cards] = [marked.blocks[0]!, marked.blocks[indexOf('faq')]!, marked.blocks[indexOf('cards')]!];
    assert.equal(pathOf(hero.title), 'blocks.0.title');
    assert.equal(pathOf(hero.bookingText), 'blocks.0.bookingText');
    assert.equal(pathOf((faq.items as Record<string, unknown>[])[1]!.answer), `blocks.${indexOf('faq')}.items.1.answer`);
    assert.equal(pathOf((cards.items as Record<string, unknown>[])[0]!.title), `blocks.${indexOf('cards')}.items.0.title`);
    assert.equal(pathOf(marked.title), 'title', 'the texts outside the blocks too');
  });

  it('leave the set forms unmarked: the kind, links and anchors', () => {
    const [hero, faq] = [marked.blocks[0]!, marked.blocks[indexOf('faq')]!];
    assert.equal(hero.kind, 'hero');
    assert.equal((hero.secondary as Record<string, unknown>).href, '#how-it-works');
    assert.equal(faq.id, 'questions');
    assert.equal(marked.slug, data.slug);
  });

  it('mark a Markdown text after each paragraph, as Decap does', () => {
    const service = read('services/revenue-strategy.yml') as Blocks;
    const markedService = withClickToEditMarks({ ...service, blocks: [{ kind: 'richText', id: 'notes', title: 'Notes', body: 'One.\n\nTwo.' }] }, fieldsOf(serviceCollectionName)) as Blocks;
    const body = String(markedService.blocks[0]!.body);
    assert.deepEqual(body.split('\n\n').map(pathOf), ['blocks.0.body', 'blocks.0.body']);
  });

  it("mark the texts of the site's own pages made of blocks, the home page's founder and the solutions' before and after among them", () => {
    const home = withClickToEditMarks(read('pages/home.yml'), fieldsOf(pagesCollectionName)) as Blocks;
    const founder = home.blocks[1]!;
    assert.equal(founder.kind, 'founder');
    assert.equal(pathOf((founder.paragraphs as unknown[])[0]), 'blocks.1.paragraphs.0');
    assert.equal(pathOf((founder.more as Record<string, unknown>).label), 'blocks.1.more.label');
    const solutions = withClickToEditMarks(read('pages/solutions.yml'), fieldsOf(pagesCollectionName)) as Blocks;
    const shift = solutions.blocks.find((block) => block.kind === 'beforeAfter')!;
    assert.equal(pathOf(((shift.after as Record<string, unknown>).points as unknown[])[2]), `blocks.${solutions.blocks.indexOf(shift)}.after.points.2`);
  });

  it("mark the texts of the pricing, contact, booking and services pages' own kinds of block", () => {
    /** The path the text at `field` of the page's block of `kind` carries. */
    const markOf = (file: string, kind: string, field: (block: Record<string, any>) => unknown) => {
      const page = withClickToEditMarks(read(file), fieldsOf(pagesCollectionName)) as Blocks;
      const block = page.blocks.find((candidate) => candidate.kind === kind)!;
      return [pathOf(field(block)), page.blocks.indexOf(block)] as const;
    };
    const expect = ([mark, index]: readonly [string | undefined, number], field: string) => assert.equal(mark, `blocks.${index}.${field}`);
    expect(markOf('pages/pricing.yml', 'addOns', (block) => block.buttonText), 'buttonText');
    expect(markOf('pages/pricing.yml', 'pricing', (block) => block.finePrint), 'finePrint');
    expect(markOf('pages/contact.yml', 'contactMethods', (block) => block.qr.linkText), 'qr.linkText');
    expect(markOf('pages/contact.yml', 'office', (block) => block.paragraphs[1]), 'paragraphs.1');
    expect(markOf('pages/booking.yml', 'scheduler', (block) => block.confirmation.nextSteps), 'confirmation.nextSteps');
    expect(markOf('pages/services.yml', 'serviceCards', (block) => block.linkLabel), 'linkLabel');
    assert.equal(markOf('pages/services.yml', 'serviceCards', (block) => block.group)[0], undefined, 'a choice carries no mark');
  });

  it("are checked off by the preview's checks and put back on the checked texts", () => {
    const page = validateContent(marked, blockPageSchema, 'src/content/pages/revenue-engine-review.yml', contentTokens);
    const hero = page.blocks[0]!;
    assert.ok(hero.kind === 'hero' && stegaMark.test(hero.title) && pathOf(hero.title) === 'blocks.0.title');
    assert.equal(hero.title.replace(new RegExp(stegaMark.source, 'gu'), ''), data.blocks[0]!.title);
  });
});
