/** A button link's context ("about revenue strategy"), written in the editor, is read to screen readers wherever the link is drawn. */
import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { Blocks } from '../../../src/blocks/Blocks.tsx';
import type { Block } from '../../../src/blocks/library.ts';
import { parseYaml } from '../../../src/content/yaml.ts';
import { parseElement } from '../../support/dom.ts';
import { withSharedWords } from '../../support/sharedWords.tsx';

const about = parseYaml(readFileSync('src/content/pages/about.yml', 'utf8')) as { blocks: Block[] };

describe('a button link of text beside highlights', () => {
  it('reads its words, then its context to screen readers alone', () => {
    const written = about.blocks.find((block) => block.kind === 'textHighlights');
    assert.ok(written?.kind === 'textHighlights' && written.secondaryLink, 'About has text beside highlights with two links');
    const block = { ...written, primaryLink: { ...written.primaryLink, context: 'about the founder' }, secondaryLink: { ...written.secondaryLink, context: 'with Morgan' } };
    const section = parseElement(renderToStaticMarkup(withSharedWords(<Blocks blocks={[block]} path="/about/" />)), 'section');
    const links = [...section.querySelectorAll('p > a')].map((link) => [link.textContent, link.querySelector('.visually-hidden')?.textContent]);
    assert.deepEqual(links, [
      [`${written.primaryLink.label} about the founder`, ' about the founder'],
      [`${written.secondaryLink.label} with Morgan`, ' with Morgan'],
    ]);
  });
});
