import { speculationDom } from './speculationDom.ts';

const sameSitePages = {
  and: [{ href_matches: '/*' }, { not: { selector_matches: '[rel~="nofollow"], [target="_blank"], [download]' } }],
};

/**
 * Speculation Rules: the browser prefetches a same-site page when the visitor hovers or presses
 * on a link to it (moderate eagerness), so the next page usually arrives instantly; and at once a
 * link the page's script marks, once the visitor has shown intent without touching it (a booking
 * control in view, src/client/prefetchBooking.ts). Document rules follow the DOM, so the mark alone
 * starts the fetch. Browsers without support ignore the element; it is inline, so the CSP allows it
 * by hash (the build hashes every inline script of the built HTML, src/build/headers.ts).
 */
export const speculationRules = {
  prefetch: [
    { source: 'document', where: sameSitePages, eagerness: 'moderate' },
    { source: 'document', where: { and: [sameSitePages, { selector_matches: `[${speculationDom.prefetchNowAttr}]` }] }, eagerness: 'immediate' },
  ],
} as const;

/** The exact text of the inline script, for anything that needs to hash it. */
export const speculationRulesJson = JSON.stringify(speculationRules);

export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRulesJson }} />;
}
