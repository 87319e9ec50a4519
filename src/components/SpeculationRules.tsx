/**
 * Every link to a path of this site. No selector clause: one makes Chromium match each link's style,
 * again whenever links gain one, as the drawer's do when it opens under a first-paint tap. The links
 * that open a new tab are all off-site, which the pattern leaves out; a same-site one would only be
 * fetched early.
 */
const sameSitePages = { href_matches: '/*' };

/**
 * Speculation Rules: the browser prefetches a same-site page when the visitor hovers or presses
 * on a link to it (moderate eagerness), so the next page usually arrives instantly. (The booking
 * page is also fetched once a booking control is in view, by rules the page's script adds:
 * src/client/prefetchBooking.ts.) Browsers without support ignore the element; it is inline, so
 * the CSP allows it by hash (the build hashes every inline script of the built HTML, src/build/headers.ts).
 */
const speculationRules = {
  prefetch: [
    { source: 'document', where: sameSitePages, eagerness: 'moderate' },
  ],
} as const;

export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }} />;
}
