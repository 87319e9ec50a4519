import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { hyphenatedCompound } from './compounds.ts';

const compound = css`
  white-space: nowrap;
`;

/**
 * A heading's text with each hyphenated compound ('go-to-market', 'three-phase') kept on one line,
 * so a balanced heading never breaks after 'go-' or 'three-'. The text itself is unchanged.
 */
export function keepCompounds(text: ReactNode): ReactNode {
  if (typeof text !== 'string') return text;
  return text.split(new RegExp(`(${hyphenatedCompound.source})`)).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={compound}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
