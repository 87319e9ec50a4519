import { css } from '@linaria/core';
import { Clock, ExternalLink } from 'lucide-react';
import { Monogram } from '../../components/Monogram.tsx';
import { LinkedInIcon } from '../../components/SocialIcons.tsx';
import type { Author } from '../../content/blog/authors.ts';
import { dayOf, formatLongDate } from '../../content/blog/formatDate.ts';
import { media } from '../../styles/theme.ts';
import { NewTabNote } from '../../components/NewTabNote.tsx';
import { useBlogWords } from './BlogWords.tsx';

const byline = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  font-size: var(--text-sm);
  & strong {
    display: block;
    color: var(--color-ink);
    font-size: var(--text-base);
  }
`;

const when = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-3);
  color: var(--color-text-muted);
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

/** Who wrote a post and when: avatar, name, long date ('October 14, 2025') and read time. */
export function AuthorByline({ author, date, readTime }: { author: string; date: string; readTime: string }) {
  return (
    <div className={byline}>
      <Monogram name={author} />
      <div>
        <strong>{author}</strong>
        <span className={when}>
          <time dateTime={date}>{formatLongDate(dayOf(date))}</time>
          <span>
            <Clock aria-hidden="true" focusable="false" />
            {readTime}
          </span>
        </span>
      </div>
    </div>
  );
}

const card = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  margin-top: var(--space-6);
  padding: var(--space-5);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface-muted);
  ${media.sm} {
    flex-direction: row;
    align-items: flex-start;
  }
  & h2 {
    font-size: var(--text-xl);
  }
`;

const role = css`
  margin-top: var(--space-1);
  color: var(--color-text-muted);
  font-size: var(--text-sm);
  font-weight: 600;
`;

const bio = css`
  margin-top: var(--space-3);
  color: var(--color-text);
`;

const profile = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 2.75rem;
  margin-top: var(--space-2);
  font-weight: 650;
  text-decoration: none;
  & svg {
    width: 1rem;
    height: 1rem;
  }
`;

/** About the author, linking to their professional profile in a new tab. */
export function AuthorCard({ author }: { author: Author }) {
  const { article: words } = useBlogWords();
  return (
    <section className={card} aria-labelledby="article-author">
      <Monogram name={author.name} />
      <div>
        <h2 id="article-author">{`${words.about} ${author.name}`}</h2>
        <p className={role}>{author.role}</p>
        <p className={bio}>{author.bio}</p>
        <a className={profile} href={author.profileUrl} target="_blank" rel="noopener noreferrer">
          <LinkedInIcon />
          {words.connect}
          <ExternalLink aria-hidden="true" focusable="false" />
          <NewTabNote />
        </a>
      </div>
    </section>
  );
}
