import { webFont } from '../styles/webFont.ts';
import type { IdleScheduler } from './afterLoad.ts';
import { prefetch } from './prefetch.ts';

/**
 * On a page painted in the fallback font, fetches the web font into the cache once the page is
 * idle and remembers that it is there, so the next page paints in it from the start. The current
 * page keeps its font: its first paint stays its final paint. Once cached, the font is also decoded
 * here, under a name no style uses: the next page in this tab takes the decoded face from the
 * browser's memory instead of decoding it in front of its first paint.
 */
export function cacheWebFontForNextPage(doc: Document, idle: IdleScheduler): void {
  const src = doc.querySelector(`script[${webFont.srcAttr}]`)?.getAttribute(webFont.srcAttr);
  if (!src || doc.documentElement.hasAttribute(webFont.inUseAttr)) return;
  idle(() => {
    prefetch(doc, src, 'font').then(
      () => {
        try {
          doc.defaultView?.localStorage.setItem(webFont.storageKey, src);
        } catch {
          // Storage refused (private mode, quota): later pages simply keep the fallback.
        }
        const Face = doc.defaultView?.FontFace;
        if (Face) void new Face('decoded ahead', `url(${src})`).load().catch(() => undefined);
      },
      // Not cached (offline, blocked): later pages keep the fallback, and the next visit tries again.
      () => undefined,
    );
  });
}
