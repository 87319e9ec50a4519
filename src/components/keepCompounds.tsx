import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { splitStega } from '../content/stega.ts';
import { hyphenatedCompound } from './compounds.ts';

const compound = css`
  white-space: nowrap;
`;

/**
 * A heading's text with each hyphenated compound ('go-to-market', 'three-phase') kept on one line,
 * so a balanced heading never breaks after 'go-' or 'three-'. The text itself is unchanged; in the
 * editor's preview each part carries the text's click-to-edit mark (stega.ts).
 */
export function keepCompounds(marked: ReactNode): ReactNode {
  if (typeof marked !== 'string') return marked;
  const { text, mark } = splitStega(marked);
  return text.split(new RegExp(`(${hyphenatedCompound.source})`)).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={compound}>
        {part + mark}
      </span>
    ) : (
      part && part + mark
    ),
  );
}
