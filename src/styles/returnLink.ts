/** A quiet link back up the site ('Back to Home', 'Back to Blog'): small muted words after its arrow, tall enough to tap. */
export const returnLink = `
  align-items: center;
  gap: var(--space-2);
  min-height: 2.75rem;
  color: var(--color-text-muted);
  font-size: var(--text-sm);
  font-weight: 600;
  text-decoration: none;
  & svg {
    width: 1rem;
    height: 1rem;
  }
`;
