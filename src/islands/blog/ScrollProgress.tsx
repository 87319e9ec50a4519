import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { scrollPercent } from './scrollProgress.ts';

const track = css`
  position: fixed;
  top: var(--header-height);
  left: 0;
  right: 0;
  z-index: 40;
  height: 4px;
  pointer-events: none;
`;

const fill = css`
  width: 0;
  height: 100%;
  background: linear-gradient(90deg, var(--color-primary), var(--color-accent));
  border-radius: 0 2px 2px 0;
`;

export type ScrollProgressProps = Record<string, never>;

/** The article's reading-progress bar: width = percent scrolled, exposed as a progressbar. */
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

  return (
    <div
      className={track}
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
    >
      {/* The width is the live value itself, so it is set inline (by script, never in the HTML). */}
      <div className={fill} style={percent > 0 ? { width: `${percent}%` } : undefined} />
    </div>
  );
}
