/** What the card reveal's markup and its behaviour (src/client/reveal*.ts) and the build agree on. */
export const revealDom = {
  /** On a list whose cards animate in when scrolled to; a page carrying it loads the reveal's script. */
  groupAttr: 'data-reveal',
  /** On each card of such a list, hidden and played in on its own. */
  itemAttr: 'data-reveal-item',
} as const;

/** Spread on a reveal group's list. */
export const revealGroup = { [revealDom.groupAttr]: '' };

/** Spread on each card of a reveal group. */
export const revealItem = { [revealDom.itemAttr]: '' };
