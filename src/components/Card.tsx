import { css, cx } from '@linaria/core';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { CheckList } from './CheckList.tsx';
import { Icon } from './Icon.tsx';
import { keepCompounds } from './keepCompounds.tsx';
import type { IconName } from './icons.ts';
import { raisedPanel } from '../styles/raisedPanel.ts';
import { arrowLink } from '../styles/arrowLink.ts';
import { iconTile } from '../styles/iconTile.ts';

const card = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  width: 100%;
  padding: var(--space-5);
  ${raisedPanel}
  color: var(--color-text);
  transition:
    box-shadow var(--transition-fast),
    transform var(--transition-fast);
  &:hover {
    box-shadow: var(--shadow-md);
  }
  & h3 {
    font-size: var(--text-xl);
  }
  & > ul {
    margin-top: var(--space-2);
  }
`;

const iconWrap = css`
  ${iconTile('3rem', '1.5rem')}
  background: var(--color-primary-soft);
  color: var(--color-primary);
`;

const description = css`
  color: var(--color-text-muted);
`;

const footer = css`
  margin-top: auto;
  padding-top: var(--space-3);
`;

const moreLink = css`
  ${arrowLink}
`;

export interface CardProps {
  title: string;
  description?: ReactNode;
  icon?: IconName;
  features?: readonly string[];
  /** A link at the foot of the card; its text should make sense out of context. */
  link?: { href: string; label: string };
  className?: string;
  children?: ReactNode;
}

/** The site's card: icon, title, description, checked features and an optional link. */
export function Card({ title, description: text, icon, features, link, className, children }: CardProps) {
  return (
    <article className={cx(card, className)}>
      {icon ? (
        <span className={iconWrap}>
          <Icon name={icon} />
        </span>
      ) : null}
      <h3>{keepCompounds(title)}</h3>
      {text ? <p className={description}>{text}</p> : null}
      {features && features.length > 0 ? (
        <CheckList items={features} />
      ) : null}
      {children}
      {link ? (
        <p className={footer}>
          <a className={moreLink} href={link.href}>
            {link.label}
            <span className="visually-hidden">: {title}</span>
            <ArrowRight aria-hidden="true" focusable="false" />
          </a>
        </p>
      ) : null}
    </article>
  );
}
