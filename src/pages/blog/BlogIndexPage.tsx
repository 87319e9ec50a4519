import { css } from '@linaria/core';
import { Container } from '../../components/Container.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { Hero } from '../../components/Hero.tsx';
import { blogCollection } from '../../content/blog/collection.ts';
import { gridPagePosts, gridPosts } from '../../content/blog/listing.ts';
import { blogUrls } from '../../content/blog/urls.ts';
import { renderNearViewport } from '../../styles/renderNearViewport.ts';
import { bareList } from '../../styles/bareList.ts';
import { FeaturedPost } from './FeaturedPost.tsx';
import { LoadMore } from './LoadMore.tsx';
import { BlogWordsProvider } from './BlogWords.tsx';
import type { BlogWords } from '../../content/blogPage.ts';

interface BlogIndexProps {
  /** The blog's index path, from which every blog URL derives. */
  blogIndexPath: string;
  words: BlogWords;
}

/** SPEC.md §9 categories as display-only badges (the blog has no filtering). */
const categoryBadges = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  ${bareList}
  & li {
    padding: 0.3rem 0.85rem;
    border: 1px solid var(--color-border-strong);
    border-radius: var(--radius-pill);
    background: var(--color-surface);
    color: var(--color-text);
    font-size: var(--text-sm);
    font-weight: 600;
  }
  & li:first-child {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-on-dark);
  }
`;

const featuredSection = css`
  padding: var(--section-padding) 0 0;
`;

const articles = css`
  padding: var(--section-padding) 0;
  ${renderNearViewport('80rem')}
  & h2 {
    margin-bottom: var(--space-6);
    font-size: var(--text-2xl);
  }
`;

/** `/blog/`: heading, category badges, the featured (newest) post and the Load More grid. */
export default function BlogIndexPage({ blogIndexPath, words }: BlogIndexProps) {
  const urls = blogUrls(blogIndexPath);
  const { posts } = blogCollection;
  const [newest] = posts;
  if (!newest) throw new Error('The blog needs at least one post');
  return (
    <BlogWordsProvider words={words}>
      <Hero eyebrow={words.hero.eyebrow} title={words.hero.title} lead={words.hero.lead}>
        <ul className={categoryBadges}>
          {words.categories.map((category) => (
            <li key={category}>{category}</li>
          ))}
        </ul>
      </Hero>
      <section className={featuredSection} aria-label={words.featured.sectionLabel}>
        <Container>
          <FeaturedPost post={newest} href={urls.article(newest.slug)} />
        </Container>
      </section>
      <section id="articles" className={articles} aria-labelledby="articles-heading">
        <Container>
          <h2 id="articles-heading">{words.latestHeading}</h2>
          <LoadMore
            first={gridPagePosts(posts, 1)}
            second={gridPagePosts(posts, 2)}
            total={gridPosts(posts).length}
            urls={urls}
          />
        </Container>
      </section>
      <CtaBand />
    </BlogWordsProvider>
  );
}
