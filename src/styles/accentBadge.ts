/** The amber pill that tags an item (Most popular, Featured, a panel's tag): small bold capitals on the accent colour. */
export const accentBadge = `
  border-radius: var(--radius-pill);
  background: var(--color-accent);
  color: var(--color-ink);
  font-size: var(--text-xs);
  font-weight: 750;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
