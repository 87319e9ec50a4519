/**
 * Each booking control tells the scheduler where it sits (`utm_medium`): on a page made of blocks,
 * its headline's and its booking band's buttons say so, while the same blocks on a service page keep
 * the hero's and the closing band's places.
 */
import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { routeFor } from '../../../routes.ts';
import { Blocks } from '../../../src/blocks/Blocks.tsx';
import { speculationDom } from '../../../src/components/speculationDom.ts';
import { landingPages, landingPath } from '../../../src/content/blockPages.ts';
import { withSharedWords } from '../../support/sharedWords.tsx';

const campaign = landingPages.find((page) => page.slug === 'revenue-engine-review')!;
const places = (html: string) => [...html.matchAll(new RegExp(`${speculationDom.bookingAttr}="([^"]+)"`, 'g'))].map(([, place]) => place);

describe('the booking places of blocks', () => {
  it("on a page of the owner's made of blocks: its headline and its booking band report the landing page block, a pricing plan its own place", async () => {
    const html = renderToStaticMarkup(withSharedWords(await routeFor(landingPath(campaign.slug)).render()));
    assert.deepEqual([...new Set(places(html))], ['landing-block', 'pricing-plan']);
    assert.equal(places(html)[0], 'landing-block', 'the headline');
    assert.equal(places(html).at(-1), 'landing-block', 'the booking band');
  });

  it('elsewhere (a service in the sections layout): a booking band in the stack is a closing band', () => {
    const band = campaign.blocks.find((block) => block.kind === 'bookingBand')!;
    assert.deepEqual(places(renderToStaticMarkup(withSharedWords(<Blocks blocks={[band]} path="/services/revenue-strategy/" />))), ['closing-band']);
  });
});
