import { css } from '@linaria/core';
import { readingProgressAttr } from './blogDom.ts';
import { useBlogWords } from './BlogWords.tsx';

/** A native progress bar (role progressbar, value 0–100), drawn as a thin line under the header. */
const bar = css`
  position: fixed;
  top: var(--header-height);
  left: 0;
  z-index: 40;
  display: block;
  width: 100%;
  height: 4px;
  border: 0;
  background: var(--color-border);
  color: var(--color-primary);
  pointer-events: none;
  appearance: none;
  &::-webkit-progress-bar {
    background: var(--color-border);
  }
  &::-webkit-progress-value {
    background: linear-gradient(90deg, var(--color-primary), var(--color-accent));
    border-radius: 0 2px 2px 0;
  }
  &::-moz-progress-bar {
    background: linear-gradient(90deg, var(--color-primary), var(--color-accent));
    border-radius: 0 2px 2px 0;
  }
`;

/**
 * The article's reading-progress bar: its value (and so its filled width) is the percent scrolled,
 * kept by src/client/blog/readingProgress.ts.
 */
export function ReadingProgress() {
  return <progress className={bar} aria-label={useBlogWords().article.readingProgress} max={100} value={0} {...{ [readingProgressAttr]: '' }} />;
}
