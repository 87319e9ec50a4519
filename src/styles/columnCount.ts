import { css } from '@linaria/core';

/** One class a count, each setting `--columns`, which a one-row grid reads as `repeat(var(--columns), minmax(0, 1fr))`. */
const columnClass = {
  2: css`
    --columns: 2;
  `,
  3: css`
    --columns: 3;
  `,
  4: css`
    --columns: 4;
  `,
  5: css`
    --columns: 5;
  `,
} as const;

/** The class that lays `count` items in one row on large screens, held between `fewest` and `most` columns. */
export function columnCount(count: number, fewest: 2 | 3, most: 4 | 5): string {
  return columnClass[Math.min(Math.max(count, fewest), most) as keyof typeof columnClass];
}
