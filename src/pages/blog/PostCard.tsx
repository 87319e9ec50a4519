import { css } from '@linaria/core';
import { ArrowRight, Clock } from 'lucide-react';
import { CoverImage } from '../../components/CoverImage.tsx';
import { keepCompounds } from '../../components/keepCompounds.tsx';
import { loadMoreDom } from './blogDom.ts';
import { CategoryBadge } from './CategoryBadge.tsx';
import { dayOf, formatShortDate } from '../../content/blog/formatDate.ts';
import type { BlogPost } from '../../content/blog/loadPosts.ts';
import { useBlogWords } from './BlogWords.tsx';
import { raisedPanel } from '../../styles/raisedPanel.ts';
import { arrowLink } from '../../styles/arrowLink.ts';

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  overflow: hidden;
  ${raisedPanel}
  transition:
    box-shadow var(--transition-fast),
    transform var(--transition-fast);
  &:hover {
    box-shadow: var(--shadow-md);
  }
  &:focus-within {
    box-shadow: var(--shadow-md);
  }
`;

const body = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-5);
`;

const heading = css`
  font-size: var(--text-xl);
  line-height: var(--leading-snug);
`;

/** The title link stretches over the whole card, so the card is one big target. */
const titleLink = css`
  color: var(--color-ink);
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  &:hover {
    color: var(--color-primary);
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: var(--focus-ring-width) solid var(--color-focus);
    outline-offset: calc(-1 * var(--focus-ring-width));
    border-radius: var(--radius-lg);
  }
`;

const excerptClass = css`
  color: var(--color-text-muted);
  font-size: var(--text-sm);
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
  margin-top: auto;
  padding-top: var(--space-2);
  color: var(--color-text-muted);
  font-size: var(--text-xs);
  & span {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
  }
  & svg {
    width: 0.95rem;
    height: 0.95rem;
  }
`;

const more = css`
  position: relative;
  z-index: 2;
  ${arrowLink}
  width: fit-content;
  min-height: 2.75rem;
  font-size: var(--text-sm);
`;

export interface PostCardProps {
  post: BlogPost;
  /** The post's article. */
  href: string;
  /** A related post's card (SPEC.md §3's summary) leaves out the excerpt and the date. */
  related?: boolean;
  /** The card whose cover is in the first screen: its image is fetched at once, so it paints with the text. */
  priority?: boolean;
}

/** A post in a grid: cover, category, title, excerpt, short date ('Oct 9, 2025'), read time and 'Read More'. */
export function PostCard({ post, href, related = false, priority = false }: PostCardProps) {
  const words = useBlogWords();
  return (
    <article className={card}>
      <CoverImage src={post.image} alt={post.imageAlt} priority={priority} />
      <div className={body}>
        <CategoryBadge category={post.category} />
        <h3 className={heading}>
          <a className={titleLink} href={href} {...{ [loadMoreDom.cardLinkAttr]: '' }}>
            {keepCompounds(post.title)}
          </a>
        </h3>
        {related ? null : <p className={excerptClass}>{post.excerpt}</p>}
        <p className={meta}>
          {related ? null : <time dateTime={post.date}>{formatShortDate(dayOf(post.date))}</time>}
          <span>
            <Clock aria-hidden="true" focusable="false" />
            {post.readTime}
          </span>
        </p>
        <a className={more} href={href} tabIndex={-1} aria-hidden="true">
          {words.cardLink}
          {/* Crawlers read link text: name the post, not just 'Read More'. */}
          <span className="visually-hidden">: {post.title}</span>
          <ArrowRight aria-hidden="true" focusable="false" />
        </a>
      </div>
    </article>
  );
}
