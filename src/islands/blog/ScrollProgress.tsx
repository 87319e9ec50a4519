import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { scrollPercent } from './scrollProgress.ts';

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

export type ScrollProgressProps = Record<string, never>;

/** The article's reading-progress bar: its value (and so its filled width) is the percent scrolled. */
export function ScrollProgress(_props: ScrollProgressProps) {
  const [percent, setPercent] = useState(0);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      setPercent(scrollPercent(window.scrollY, root.scrollHeight, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return <progress className={bar} aria-label="Reading progress" max={100} value={Math.round(percent * 10) / 10} />;
}
