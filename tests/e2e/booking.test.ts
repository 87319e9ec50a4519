import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../../src/paths.ts';
import { site } from '../../src/site.ts';
import { useSite } from '../support/site.ts';

const harness = useSite();

test('the booking page embeds the scheduler at least 800 px tall, with a titled frame and a new-tab fallback', async () => {
  const { page, status } = await harness.open(paths.booking);
  assert.equal(status, 200);
  assert.equal(await page.title(), `Book a Call with ${site.founder.firstName} | ${site.name}`);
  const frame = page.locator(`iframe[src^="${site.scheduler.url}"]`);
  assert.ok((await frame.getAttribute('title'))?.length);
  const box = await frame.boundingBox();
  assert.ok(box && box.height >= 800, `frame height ${box?.height}`);
  const fallback = page.locator(`a[href^="${site.scheduler.url}"]`);
  assert.equal(await fallback.getAttribute('target'), '_blank');
  assert.equal(await fallback.getAttribute('rel'), 'noopener noreferrer');
});
