/** Keyboard focus ring (px): how thick, and how far outside the focused element it is drawn. */
export const focusRing = { width: 3, offset: 2 } as const;
