/**
 * The site's raised panel: a light surface with a hairline border, large corners and a small
 * shadow (cards, tiles, timeline entries). A rule that wants a coloured top edge sets `border-top` after it.
 */
export const raisedPanel = `
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);
`;
