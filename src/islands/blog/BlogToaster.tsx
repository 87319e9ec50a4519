import { css } from '@linaria/core';
import { Toaster } from 'sonner';

const toastClass = css`
  font-family: var(--font-sans);
  font-size: var(--text-sm);
`;

export type BlogToasterProps = Record<string, never>;

/**
 * Sonner's toaster with its defaults, which are the spec's: at most 3 visible, 4000 ms, 356 px
 * wide, 14 px apart, bottom-right, Alt+T to focus. Toasts can be swiped or closed.
 */
export function BlogToaster(_props: BlogToasterProps) {
  return <Toaster closeButton toastOptions={{ className: toastClass }} />;
}
