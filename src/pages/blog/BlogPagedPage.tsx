import { css } from '@linaria/core';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { CardGrid } from '../../components/CardGrid.tsx';
import { Container } from '../../components/Container.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { Hero } from '../../components/Hero.tsx';
import { blogCollection } from '../../content/blog/collection.ts';
import { gridPageCount, gridPagePosts } from '../../content/blog/listing.ts';
import { blogUrls } from '../../content/blog/urls.ts';
import { pageWindow } from '../../content/blog/paging.ts';
import { PostCard } from './PostCard.tsx';
import { postGridMarkers } from './blogDom.ts';
import { BlogWordsProvider } from './BlogWords.tsx';
import { pageOfPages, type BlogWords } from '../../content/blogPage.ts';
import { bareList } from '../../styles/bareList.ts';

export interface BlogPagedProps {
  /** The blog's index path, from which every blog URL derives. */
  blogIndexPath: string;
  /** This page's number (2 or more). */
  page: number;
  words: BlogWords;
}

const articles = css`
  padding: var(--section-padding) 0;
  & h2 {
    margin-bottom: var(--space-6);
    font-size: var(--text-2xl);
  }
`;

const pager = css`
  margin-top: var(--space-7);
  & ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: var(--space-2);
    ${bareList}
  }
  & a,
  & span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--space-2);
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0 var(--space-3);
    border: 1px solid var(--color-border-strong);
    border-radius: var(--radius-pill);
    font-weight: 650;
    text-decoration: none;
  }
  & span[aria-hidden] {
    border-color: transparent;
  }
  & [aria-current] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-on-dark);
  }
  & svg {
    width: 1rem;
    height: 1rem;
  }
`;

/**
 * `/blog/page/<n>/`: one page of the grid for visitors without JavaScript (the index's
 * 'Load More Articles' link leads here), with links to every page.
 */
export default function BlogPagedPage({ blogIndexPath, page, words }: BlogPagedProps) {
  const urls = blogUrls(blogIndexPath);
  const { posts } = blogCollection;
  const pages = gridPageCount(posts);
  const cards = gridPagePosts(posts, page);
  const next = page < pages ? urls.page(page + 1) : null;
  return (
    <BlogWordsProvider words={words}>
      <Hero eyebrow={`${words.hero.eyebrow} · ${pageOfPages(words, page, pages)}`} title={words.hero.title} lead={words.hero.lead} />
      <section id="articles" className={articles} aria-labelledby="articles-heading">
        <Container>
          <h2 id="articles-heading">{words.pages.heading}</h2>
          <CardGrid items={cards} fillRow={false} itemKey={(card) => String(card.id)} renderItem={(card, index) => <PostCard post={card} href={urls.article(card.slug)} priority={index === 0} />} markers={postGridMarkers} />
          <nav className={pager} aria-label={words.pages.navLabel}>
            <ul>
              {/* A plain page is page 2 or later: the newer one is there, page 1 being the index. */}
              <li>
                <a href={urls.page(page - 1)} rel="prev">
                  <ArrowLeft aria-hidden="true" focusable="false" />
                  {words.pages.newer}
                </a>
              </li>
              {pageWindow(page, pages).map((entry, index) => (
                <li key={entry === 'gap' ? `gap-${index}` : entry}>
                  {entry === 'gap' ? (
                    <span aria-hidden="true">
                      …
                    </span>
                  ) : entry === page ? (
                    <span aria-current="page">{entry}</span>
                  ) : (
                    <a href={urls.page(entry)} aria-label={`${words.pages.page} ${entry}`}>
                      {entry}
                    </a>
                  )}
                </li>
              ))}
              {next ? (
                <li>
                  <a href={next} rel="next">
                    {words.pages.older}
                    <ArrowRight aria-hidden="true" focusable="false" />
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        </Container>
      </section>
      <CtaBand />
    </BlogWordsProvider>
  );
}
