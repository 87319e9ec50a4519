import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { bookingSessionKeys } from '../../../src/components/bookingDom.ts';
import { bookingAttribution, keepCampaign, schedulerEvent } from '../../../src/client/booking.ts';
import { createWindow, type TestWindow } from '../../support/dom.ts';
import { runEarlyTaps } from '../../support/earlyTaps.ts';

let window: TestWindow;
afterEach(async () => {
  await window.happyDOM.close();
});

const tapOn = (win: TestWindow, selector: string) => win.document.querySelector<HTMLElement>(selector)?.click();

describe('where a booking came from', () => {
  it('keeps the campaign of the URL the visit began on, for the tab, and the control and page of the last tap', () => {
    window = createWindow({
      url: 'https://www.halegrowth.example/services/crm/?utm_source=linkedin&utm_medium=social&utm_campaign=spring&utm_term=crm',
      html: '<a id="hero" href="/morgan-calendar/" data-booking="hero">Book</a><a id="other" href="#process">How we work</a>',
    });
    keepCampaign(window);
    runEarlyTaps(window);
    tapOn(window, '#other');
    assert.deepEqual(bookingAttribution(window.sessionStorage, '', window.location.origin), { utm_source: 'linkedin', utm_campaign: 'spring', utm_term: 'crm' }, 'the campaign\'s own medium gives way to our control\'s');
    tapOn(window, '#hero');
    assert.deepEqual(bookingAttribution(window.sessionStorage, '', window.location.origin), {
      utm_source: 'linkedin',
      utm_campaign: 'spring',
      utm_term: 'crm',
      utm_medium: 'hero',
      utm_content: '/services/crm/',
    });
  });

  it('a page without campaign parameters keeps the campaign the visit began on', () => {
    window = createWindow({ url: 'https://www.halegrowth.example/pricing/' });
    window.sessionStorage.setItem(bookingSessionKeys.campaign, JSON.stringify({ utm_campaign: 'spring' }));
    keepCampaign(window);
    assert.deepEqual(bookingAttribution(window.sessionStorage, '', window.location.origin), { utm_campaign: 'spring' });
  });

  it('a tap made before the page\'s script ran kept nothing: the page it came from, on this site, names the page and the campaign', () => {
    window = createWindow({ url: 'https://www.halegrowth.example/morgan-calendar/' });
    const origin = window.location.origin;
    assert.deepEqual(bookingAttribution(window.sessionStorage, `${origin}/services/crm/?utm_source=linkedin&utm_medium=social&utm_campaign=spring`, origin), {
      utm_source: 'linkedin',
      utm_campaign: 'spring',
      utm_content: '/services/crm/',
    });
    assert.deepEqual(bookingAttribution(window.sessionStorage, 'https://www.linkedin.com/feed/?utm_campaign=theirs', origin), {}, 'another site\'s page is not ours to name');
    assert.deepEqual(bookingAttribution(window.sessionStorage, '', origin), {}, 'a visit typed in or bookmarked');
    window.sessionStorage.setItem(bookingSessionKeys.campaign, JSON.stringify({ utm_campaign: 'spring' }));
    window.sessionStorage.setItem(bookingSessionKeys.tap, JSON.stringify({ place: 'drawer', page: '/pricing/' }));
    assert.deepEqual(
      bookingAttribution(window.sessionStorage, `${origin}/blog/?utm_campaign=later`, origin),
      { utm_campaign: 'spring', utm_medium: 'drawer', utm_content: '/pricing/' },
      'what the tab kept comes first',
    );
  });

  it('ignores what is not its own in storage', () => {
    window = createWindow();
    window.sessionStorage.setItem(bookingSessionKeys.campaign, '{not json');
    window.sessionStorage.setItem(bookingSessionKeys.tap, '"a string"');
    assert.deepEqual(bookingAttribution(window.sessionStorage, '', window.location.origin), {});
  });
});

describe('the scheduler\'s messages', () => {
  const scheduler = 'https://calendly.com';
  const booked = { event: 'calendly.event_scheduled', payload: { event: { uri: 'https://api.calendly.com/scheduled_events/A' }, invitee: { uri: 'https://api.calendly.com/scheduled_events/A/invitees/B' } } };
  const message = (origin: string, data: unknown) => ({ origin, data }) as MessageEvent;

  it('reads a booked call and a picked date from the configured scheduler', () => {
    assert.equal(schedulerEvent(message(scheduler, booked), scheduler), 'calendly.event_scheduled');
    assert.equal(schedulerEvent(message(scheduler, { event: 'calendly.date_and_time_selected', payload: {} }), scheduler), 'calendly.date_and_time_selected');
  });

  it('ignores any other origin, and any other shape', () => {
    assert.equal(schedulerEvent(message('https://calendly.com.evil.example', booked), scheduler), null);
    assert.equal(schedulerEvent(message('https://www.halegrowth.example', booked), scheduler), null);
    for (const data of [null, 'calendly.event_scheduled', { event: 'calendly.event_scheduled' }, { ...booked, payload: { event: { uri: 42 } } }, { event: 'calendly.page_height' }]) {
      assert.equal(schedulerEvent(message(scheduler, data), scheduler), null, JSON.stringify(data));
    }
  });
});
