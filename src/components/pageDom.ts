/** What the document's markup and the page-wide behaviours (src/client/pageEffects.ts) agree on. */
export const pageDom = {
  /** On `<html>`: the route's kind (`not-found` on the 404 page, which logs the attempted path). */
  routeKindAttr: 'data-route-kind',
  /** On the footer's copyright year, which the visitor's clock sets. */
  currentYearAttr: 'data-current-year',
  /** On the head's `<style>` that the build fills with the styles of the page's kind (src/build/pageStyles.ts). */
  pageStylesAttr: 'data-page-styles',
} as const;
