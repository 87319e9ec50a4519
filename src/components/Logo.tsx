import { css } from '@linaria/core';
import { colours } from '../styles/theme.ts';

const mark = css`
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
`;

/** The brand mark: a rising bar chart in a rounded square. Decorative; the link carries the name. */
export function LogoMark() {
  return (
    <svg className={mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill={colours.primary} />
      <rect x="9" y="22" width="5" height="9" rx="1.5" fill={colours.primaryLight} />
      <rect x="17.5" y="16" width="5" height="15" rx="1.5" fill={colours.primaryPale} />
      <rect x="26" y="9" width="5" height="22" rx="1.5" fill={colours.accent} />
    </svg>
  );
}
