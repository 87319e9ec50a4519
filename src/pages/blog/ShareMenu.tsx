import { css } from '@linaria/core';
import { Link2, Share2 } from 'lucide-react';
import { buttonClass } from '../../components/Button.tsx';
import { LinkedInIcon, TwitterIcon } from '../../components/SocialIcons.tsx';
import { linkedInShareUrl, twitterShareUrl, type ShareTarget } from '../../content/blog/shareLinks.ts';
import { media } from '../../styles/theme.ts';
import { shareDom } from './blogDom.ts';
import { useBlogWords } from './BlogWords.tsx';

const root = css`
  position: relative;
  display: inline-block;
`;

/* A pill, as the article's other controls, outlined in the link colour under the pointer. */
const trigger = buttonClass({
  variant: 'ghost',
  className: css`
    padding: 0 var(--space-4);
    border-radius: var(--radius-pill);
    user-select: none;
    &:hover {
      border-color: var(--color-primary);
      color: var(--color-primary);
    }
  `,
});

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
 * The article's Share menu: a native disclosure, so a tap opens it at once, script or not, and its
 * Twitter and LinkedIn entries are plain new-tab links. src/client/blog/shareMenu.ts turns those into
 * a popup window that closes the menu, shows 'Copy Link' (which needs the clipboard), and closes the
 * menu on Escape or a press outside.
 */
export function ShareMenu({ title, author, url }: ShareTarget) {
  const { share: words } = useBlogWords().article;
  const shareLinks = [
    { label: words.twitter, href: twitterShareUrl({ title, author, url }), Icon: TwitterIcon },
    { label: words.linkedIn, href: linkedInShareUrl({ url }), Icon: LinkedInIcon },
  ];
  return (
    <details className={root} {...{ [shareDom.menuAttr]: '' }}>
      <summary className={trigger} {...{ [shareDom.triggerAttr]: '' }}>
        <Share2 aria-hidden="true" focusable="false" />
        {words.button}
      </summary>
      <ul className={menu}>
        {shareLinks.map(({ label, href, Icon }) => (
          <li key={label}>
            <a className={item} href={href} target="_blank" rel="noopener noreferrer" {...{ [shareDom.windowAttr]: '' }}>
              <Icon />
              {label}
            </a>
          </li>
        ))}
        <li hidden {...{ [shareDom.copyItemAttr]: '' }}>
          <button type="button" className={item} {...{ [shareDom.copyAttr]: url, [shareDom.copiedAttr]: words.copied, [shareDom.copyFailedAttr]: words.copyFailed }}>
            <Link2 aria-hidden="true" focusable="false" />
            {words.copy}
          </button>
        </li>
      </ul>
    </details>
  );
}
