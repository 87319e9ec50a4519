import { css } from '@linaria/core';
import { Link2, Share2 } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { toast } from 'sonner';
import { LinkedInIcon, TwitterIcon } from '../../components/SocialIcons.tsx';
import { media } from '../../styles/theme.ts';
import { islandAttr } from '../attributes.ts';
import { linkedInShareUrl, shareWindowFeatures, twitterShareUrl, type ShareTarget } from './shareLinks.ts';

export type ShareMenuProps = ShareTarget;

const root = css`
  position: relative;
  display: inline-block;
`;

const trigger = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 2.75rem;
  padding: 0 var(--space-4);
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-pill);
  background: var(--color-surface);
  color: var(--color-ink);
  font-size: var(--text-sm);
  font-weight: 650;
  cursor: pointer;
  list-style: none;
  user-select: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    border-color: var(--color-primary);
    color: var(--color-primary);
  }
  & svg {
    width: 1.05rem;
    height: 1.05rem;
  }
`;

const menu = css`
  position: absolute;
  top: calc(100% + var(--space-2));
  left: 0;
  z-index: 30;
  min-width: 14rem;
  margin: 0;
  padding: var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  box-shadow: var(--shadow-lg);
  list-style: none;
  /* From a tablet up the button sits at the right end of the byline: open towards the text. */
  ${media.sm} {
    left: auto;
    right: 0;
  }
`;

const item = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  width: 100%;
  min-height: 2.75rem;
  padding: 0 var(--space-3);
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  font-size: var(--text-sm);
  font-weight: 560;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: var(--color-surface-muted);
    color: var(--color-primary);
  }
  & svg {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
  }
`;

/**
 * The article's Share menu. A native disclosure (`details`), so without JavaScript it still opens
 * and its Twitter and LinkedIn entries are plain links. Once hydrated: the share links open a
 * popup window and close the menu, 'Copy Link' copies the canonical URL with a toast, and Escape
 * or a click outside closes it.
 */
export function ShareMenu({ title, author, url }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const [interactive, setInteractive] = useState(false);
  const rootRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  useEffect(() => setInteractive(true), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) summaryRef.current?.focus();
  };

  const share = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.open(event.currentTarget.href, '_blank', shareWindowFeatures);
    close(true);
  };

  const copyLink = async () => {
    close(true);
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied to clipboard');
    } catch {
      toast.error('Could not copy the link. Copy it from the address bar instead.');
    }
  };

  const shareLinks = [
    { label: 'Share on Twitter', href: twitterShareUrl({ title, author, url }), Icon: TwitterIcon },
    { label: 'Share on LinkedIn', href: linkedInShareUrl({ url }), Icon: LinkedInIcon },
  ];

  return (
    <details
      ref={rootRef}
      className={root}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close(true);
        }
      }}
    >
      <summary ref={summaryRef} className={trigger} {...{ [islandAttr.replay]: 'share' }}>
        <Share2 aria-hidden="true" focusable="false" />
        Share
      </summary>
      <ul className={menu}>
        {shareLinks.map(({ label, href, Icon }) => (
          <li key={label}>
            <a className={item} href={href} target="_blank" rel="noopener noreferrer" onClick={share}>
              <Icon />
              {label}
            </a>
          </li>
        ))}
        {interactive ? (
          <li>
            <button type="button" className={item} onClick={() => void copyLink()}>
              <Link2 aria-hidden="true" focusable="false" />
              Copy Link
            </button>
          </li>
        ) : null}
      </ul>
    </details>
  );
}
