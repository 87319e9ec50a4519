/**
 * Each booking control tells the scheduler where it sits (`utm_medium`): on a page made of blocks,
 * its headline's and its booking band's buttons say so, while the same blocks on a service page keep
 * the hero's and the closing band's places.
 */
import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { routeFor } from '../../../routes.ts';
import { Blocks } from '../../../src/blocks/Blocks.tsx';
import { planImages } from '../../../src/build/images.ts';
import { registerImages } from '../../../src/components/Picture.tsx';
import { speculationDom } from '../../../src/components/speculationDom.ts';
import { landingPages, landingPath, ownPage } from '../../../src/content/blockPages.ts';
import { withSharedWords } from '../../support/sharedWords.tsx';

const campaign = landingPages.find((page) => page.slug === 'revenue-engine-review')!;
const places = (html: string) => [...html.matchAll(new RegExp(`${speculationDom.bookingAttr}="([^"]+)"`, 'g'))].map(([, place]) => place);

describe('the booking places of blocks', () => {
  // The headlines draw their pictures, which the build's image step names.
  before(async () => registerImages((await planImages('static', '.cache/images')).manifest));

  it("on a page of the owner's made of blocks: its headline and its booking band report the landing page block, a pricing plan its own place", async () => {
    const html = renderToStaticMarkup(withSharedWords(await routeFor(landingPath(campaign.slug)).render()));
    assert.deepEqual([...new Set(places(html))], ['landing-block', 'pricing-plan']);
    assert.equal(places(html)[0], 'landing-block', 'the headline');
    assert.equal(places(html).at(-1), 'landing-block', 'the booking band');
  });

  it("on a page of the owner's: every kind of headline reports the landing page block; on the site's own pages, the hero", () => {
    for (const top of [ownPage('home').content.blocks[0]!, ownPage('about').content.blocks[0]!]) {
      assert.deepEqual(places(renderToStaticMarkup(withSharedWords(<Blocks blocks={[top]} path="/a-page/" place="landing-block" />))), ['landing-block'], top.kind);
      assert.deepEqual(places(renderToStaticMarkup(withSharedWords(<Blocks blocks={[top]} path="/" />))), ['hero'], top.kind);
    }
  });

  it('elsewhere (a service in the sections layout): a booking band in the stack is a closing band', () => {
    const band = campaign.blocks.find((block) => block.kind === 'bookingBand')!;
    assert.deepEqual(places(renderToStaticMarkup(withSharedWords(<Blocks blocks={[band]} path="/services/revenue-strategy/" />))), ['closing-band']);
  });
});
