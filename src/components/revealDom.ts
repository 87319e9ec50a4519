/** What the card reveal's markup and its behaviour (src/client/reveal*.ts) and the build agree on. */
export const revealDom = {
  /** On a list whose cards animate in when scrolled to; a page carrying it loads the reveal's script. */
  groupAttr: 'data-reveal',
  /** On each card of such a list, hidden and played in on its own. */
  itemAttr: 'data-reveal-item',
  /**
   * Set by the script on each group once it has decided: `waiting` while its cards are hidden below
   * the fold, `shown` when they are on screen (left as they were, or played in).
   */
  stateAttr: 'data-reveal-state',
  waiting: 'waiting',
  shown: 'shown',
} as const;

/** Spread on a reveal group's list. */
export const revealGroup = { [revealDom.groupAttr]: '' };

/** Spread on each card of a reveal group. */
export const revealItem = { [revealDom.itemAttr]: '' };
