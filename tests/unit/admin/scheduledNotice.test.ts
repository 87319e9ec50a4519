import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scheduledWords, showScheduled } from '../../../src/admin/preview/scheduledNotice.ts';
import { createWindow } from '../../support/dom.ts';

const now = new Date('2026-11-28T15:00:00Z');
const zone = 'America/Indiana/Indianapolis';

describe('after Publish, an entry whose publication is ahead', () => {
  it("is said to be scheduled, with the day and time visitors first see it on the site's clocks", () => {
    assert.equal(
      scheduledWords({ title: 'The Pipeline Review Checklist', date: '2026-12-01T09:00-05:00' }, now, zone),
      '“The Pipeline Review Checklist” is published and scheduled: visitors see it from Tuesday, December 1, 2026 at 9:00 AM (the site’s time, America/Indiana/Indianapolis). Until then it is at no address and in no list, menu, feed or sitemap.',
    );
    assert.match(scheduledWords({ menuLabel: 'Partner Programs', publishAt: '2026-12-24' }, now, zone) ?? '', /^“Partner Programs” is published and scheduled: visitors see it from Thursday, December 24, 2026 \(/);
  });

  it('says nothing of one live at once: a past date, no "Publish on", or a moment just passed', () => {
    assert.equal(scheduledWords({ title: 'Old', date: '2026-11-20' }, now, zone), undefined);
    assert.equal(scheduledWords({ title: 'Page', publishAt: '' }, now, zone), undefined);
    assert.equal(scheduledWords({ title: 'Today', date: '2026-11-28T09:59-05:00' }, now, zone), undefined);
  });

  it('is shown at the foot of the editor as a status the owner can close, and goes when the owner opens another entry', () => {
    const window = createWindow({ url: 'http://localhost:8080/admin/#/collections/posts/entries/checklist' });
    const { document } = window;
    showScheduled('“Checklist” is published and scheduled.', 'checklist', document);
    const notice = () => document.querySelector('[data-scheduled-notice]');
    assert.equal(notice()?.getAttribute('role'), 'status');
    assert.equal(notice()?.querySelector('p')?.textContent, '“Checklist” is published and scheduled.');
    (notice()?.querySelector('button') as HTMLButtonElement).click();
    assert.equal(notice(), null, 'closed');

    showScheduled('“Checklist” is published and scheduled.', 'checklist', document);
    window.dispatchEvent(new window.Event('hashchange'));
    assert.ok(notice(), 'kept while the entry stays open');
    window.location.hash = '#/collections/posts/entries/another';
    window.dispatchEvent(new window.Event('hashchange'));
    assert.equal(notice(), null, 'gone with another entry');
    window.happyDOM.close();
  });
});
