import { css } from '@linaria/core';

/** A link that does something (write, book, open a map), its icon beside its words, tall enough to tap. */
export const actionLink = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 2.75rem;
  font-weight: 650;
  overflow-wrap: anywhere;
  & svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`;
