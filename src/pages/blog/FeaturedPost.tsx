import { css } from '@linaria/core';
import { ArrowRight } from 'lucide-react';
import { buttonClass } from '../../components/Button.tsx';
import { CoverImage } from '../../components/CoverImage.tsx';
import { keepCompounds } from '../../components/keepCompounds.tsx';
import type { BlogPost } from '../../content/blog/loadPosts.ts';
import { CategoryBadge } from './CategoryBadge.tsx';
import { media } from '../../styles/theme.ts';
import { AuthorByline } from './AuthorCard.tsx';
import { useBlogWords } from './BlogWords.tsx';
import { accentBadge } from '../../styles/accentBadge.ts';

const card = css`
  display: grid;
  overflow: hidden;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  box-shadow: var(--shadow-md);
  ${media.lg} {
    grid-template-columns: 1.15fr 1fr;
    align-items: stretch;
  }
  & img {
    height: 100%;
  }
`;

const body = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  padding: var(--space-5);
  ${media.lg} {
    justify-content: center;
    padding: var(--space-7);
  }
`;

const labels = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;

const featuredLabel = css`
  padding: 0.2rem 0.7rem;
  ${accentBadge}
`;

const heading = css`
  font-size: var(--text-3xl);
  & a {
    color: var(--color-ink);
    text-decoration: none;
  }
  & a:hover {
    color: var(--color-primary);
  }
`;

const excerpt = css`
  color: var(--color-text-muted);
  font-size: var(--text-lg);
`;

/** The newest post, large: image, category, title, excerpt, author, long date, read time. */
export function FeaturedPost({ post, href }: { post: BlogPost; href: string }) {
  const { featured } = useBlogWords();
  return (
    <article className={card} aria-labelledby="featured-title">
      <CoverImage src={post.image} alt={post.imageAlt} layout="featured" priority />
      <div className={body}>
        <p className={labels}>
          <span className={featuredLabel}>{featured.badge}</span>
          <CategoryBadge category={post.category} />
        </p>
        <h2 id="featured-title" className={heading}>
          <a href={href}>{keepCompounds(post.title)}</a>
        </h2>
        <p className={excerpt}>{post.excerpt}</p>
        <AuthorByline author={post.author} date={post.date} readTime={post.readTime} />
        <p>
          <a className={buttonClass({ size: 'lg' })} href={href}>
            {featured.link}
            <span className="visually-hidden">: {post.title}</span>
            <ArrowRight aria-hidden="true" focusable="false" />
          </a>
        </p>
      </div>
    </article>
  );
}
