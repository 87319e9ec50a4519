/**
 * After Publish, an entry whose publication moment is still ahead (a post's date, a page's or a
 * service's "Publish on") is said to be scheduled, with when visitors first see it on the site's
 * clocks: Decap's own "Entry published" reads as live, and a scheduled entry is at no address, in no
 * list, menu, feed or sitemap until then (the scheduled rebuild publishes it).
 */
import { publicationMoment } from '../../content/publication.ts';
import { site } from '../../site.ts';
import { colours } from '../../styles/theme.ts';

/** "Tuesday, December 1, 2026 at 9:00 AM", as the site's clocks read `at`; a day alone without its midnight. */
function onSiteClock(at: Date, withTime: boolean, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(at);
  return withTime ? `${day} at ${new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at)}` : day;
}

/** What the owner is told after publishing `data` at `now`, or nothing when it is live at once. */
export function scheduledWords(data: Record<string, unknown>, now: Date, timeZone = site.timeZone): string | undefined {
  const when = typeof data.publishAt === 'string' && data.publishAt ? data.publishAt : typeof data.date === 'string' ? data.date : undefined;
  const at = when === undefined ? null : publicationMoment(when, timeZone);
  if (!when || !at || at <= now) return undefined;
  const name = [data.title, data.menuLabel].find((value): value is string => typeof value === 'string' && value !== '') ?? 'This entry';
  return `“${name}” is published and scheduled: visitors see it from ${onSiteClock(at, when.length > 10, timeZone)} (the site’s time, ${timeZone.replace(/_/g, ' ')}). Until then it is at no address and in no list, menu, feed or sitemap.`;
}

/** Shows `words` at the foot of the editor until the owner closes it or leaves the entry (its URL name `slug`). */
export function showScheduled(words: string, slug: string, document: Document): void {
  document.querySelector('[data-scheduled-notice]')?.remove();
  const notice = document.createElement('section');
  notice.setAttribute('role', 'status');
  notice.dataset.scheduledNotice = '';
  notice.setAttribute('style', `position:fixed;inset:auto 1rem 1rem auto;max-width:36rem;z-index:1000;display:flex;gap:1rem;align-items:start;padding:1rem 1.25rem;border:2px solid ${colours.primary};border-radius:8px;background:${colours.surface};color:${colours.text};font:15px/1.5 system-ui,sans-serif;box-shadow:0 8px 24px rgb(0 0 0 / .15)`);
  const text = document.createElement('p');
  text.style.margin = '0';
  text.textContent = words;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => notice.remove());
  notice.append(text, close);
  document.body.append(notice);
  const view = document.defaultView;
  const leave = () => {
    if (view?.location.hash.endsWith(`/entries/${slug}`)) return;
    notice.remove();
    view?.removeEventListener('hashchange', leave);
  };
  view?.addEventListener('hashchange', leave);
}
