import { css } from '@linaria/core';
import { Toaster as SonnerToaster } from 'sonner';

const toastClass = css`
  font-family: var(--font-sans);
  font-size: var(--text-sm);
`;

export interface ToasterProps {
  /** Names the notifications area for screen readers (sonner adds its hotkey). */
  label: string;
  /** Names each notification's close button. */
  closeLabel: string;
}

/**
 * Sonner's toaster with its defaults, which are the spec's: at most 3 visible, 4000 ms, 356 px
 * wide, 14 px apart, bottom-right, Alt+T to focus. Toasts can be swiped or closed. It comes alive
 * when a toast is first needed (src/client/toast.ts), or when a visitor reaches for it.
 */
export function Toaster({ label, closeLabel }: ToasterProps) {
  return <SonnerToaster closeButton containerAriaLabel={label} toastOptions={{ className: toastClass, closeButtonAriaLabel: closeLabel }} />;
}
