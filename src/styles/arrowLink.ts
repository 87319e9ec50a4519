/** A link read on from a card ('Learn more', 'Read More'): bold, its arrow nudged forward on hover. */
export const arrowLink = `
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  font-weight: 650;
  text-decoration: none;
  & svg {
    width: 1rem;
    height: 1rem;
    transition: transform var(--transition-fast);
  }
  &:hover svg {
    transform: translateX(3px);
  }
`;
