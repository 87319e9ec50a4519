const sameSitePages = {
  and: [{ href_matches: '/*' }, { not: { selector_matches: '[rel~="nofollow"], [target="_blank"], [download]' } }],
};

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
