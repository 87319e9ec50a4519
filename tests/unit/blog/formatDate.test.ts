import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { formatLongDate, formatShortDate, isIsoDate } from '../../../src/content/blog/formatDate.ts';

const originalTz = process.env.TZ;
after(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

test('long and short formats match the spec', () => {
  assert.equal(formatLongDate('2025-10-14'), 'October 14, 2025');
  assert.equal(formatShortDate('2025-10-09'), 'Oct 9, 2025');
  assert.equal(formatShortDate('2023-12-15'), 'Dec 15, 2023');
});

test('a post date prints the same day in every time zone', () => {
  // Far west and far east of UTC: a date parsed as local midnight would shift by a day in one of them.
  for (const zone of ['Pacific/Honolulu', 'America/Los_Angeles', 'UTC', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
    process.env.TZ = zone;
    assert.equal(formatLongDate('2024-01-01'), 'January 1, 2024', zone);
    assert.equal(formatShortDate('2023-12-31'), 'Dec 31, 2023', zone);
    assert.equal(formatLongDate('2024-02-29'), 'February 29, 2024', zone);
  }
  process.env.TZ = 'Pacific/Kiritimati';
  assert.notEqual(new Date(2024, 0, 1).getTimezoneOffset(), 0, 'the time zone switch took effect');
});

test('only real yyyy-mm-dd dates are accepted', () => {
  assert.ok(isIsoDate('2024-02-29'));
  for (const bad of ['2023-02-29', '2024-02-30', '2024-13-01', '2024-1-5', 'January 5, 2024', '2024-01-05T10:00:00Z']) {
    assert.equal(isIsoDate(bad), false, bad);
  }
  assert.throws(() => formatLongDate('2024-02-30'), /not a calendar date/);
});
