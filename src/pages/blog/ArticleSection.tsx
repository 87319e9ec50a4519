import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { keepCompounds } from '../../components/keepCompounds.tsx';
import type { ProseSection } from '../../content/blog/articles/copy.ts';
import { renderMarkdown } from '../../content/blog/markdown.ts';
import { renderNearViewport } from '../../styles/renderNearViewport.ts';
import { articleMeasure, Prose, proseClass } from './Prose.tsx';
import { useBlogWords } from './BlogWords.tsx';

/** Width of the dedicated articles' visual parts (canvas, comparison), wider than the prose. */
export const wideClass = css`
  max-width: 64rem;
  margin-inline: auto;
`;

const section = css`
  margin-top: var(--space-8);
  ${renderNearViewport('40rem')}
  & > * + * {
    margin-top: var(--space-4);
  }
`;

const intro = css`
  & > * + * {
    margin-top: var(--space-4);
  }
`;

/** In a wide section the heading and lead keep the reading width, aligned with the wide content. */
const wideIntro = css`
  max-width: ${articleMeasure};
`;

export interface ArticleSectionProps {
  id: string;
  title: string;
  /** Markdown under the heading, in the prose column. */
  lead?: string;
  /** Lets the section's own content use the wide column. */
  wide?: boolean;
  children?: ReactNode;
}

/** A section of a dedicated article: an anchored h2, an optional Markdown lead, then content. */
export function ArticleSection({ id, title, lead, wide = false, children }: ArticleSectionProps) {
  return (
    <section id={id} className={cx(section, wide && wideClass)} aria-labelledby={`${id}-heading`}>
      <div className={cx(intro, wide && wideIntro)}>
        <div className={proseClass}>
          <h2 id={`${id}-heading`}>{keepCompounds(title)}</h2>
        </div>
        {lead ? <Markdown source={lead} /> : null}
      </div>
      {children}
    </section>
  );
}

/** A copy field written in Markdown, rendered with the posts' renderer. */
export function Markdown({ source }: { source: string }) {
  return <Prose html={renderMarkdown(source, useBlogWords().article).html} />;
}

/** A prose section of the copy: heading and Markdown body. */
export function CopySection({ section: { id, title, body } }: { section: ProseSection }) {
  return <ArticleSection id={id} title={title} lead={body} />;
}
