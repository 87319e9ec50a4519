import { css } from '@linaria/core';
import { Container } from '../../components/Container.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { Hero } from '../../components/Hero.tsx';
import { postCard, postCards } from '../../content/blog/cards.ts';
import { gridPagePosts, gridSize, newestPost } from '../../content/blog/blogQueries.ts';
import { blogUrls } from '../../content/blog/urls.ts';
import { renderNearViewport } from '../../styles/renderNearViewport.ts';
import { CategoryBadges } from './CategoryBadges.tsx';
import { FeaturedPost } from './FeaturedPost.tsx';
import { LoadMore } from './LoadMore.tsx';

export interface BlogIndexProps {
  /** The blog's index path, from which every blog URL derives. */
  blogIndexPath: string;
}

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

export const blogLead =
  'Practical playbooks for founders of growing B2B companies: fractional leadership, revenue and go-to-market strategy, lead generation, sales enablement and the metrics that connect them.';

/** `/blog/`: heading, category badges, the featured (newest) post and the Load More grid. */
export default function BlogIndexPage({ blogIndexPath }: BlogIndexProps) {
  const urls = blogUrls(blogIndexPath);
  const [newest] = newestPost('');
  if (!newest) throw new Error('The blog needs at least one post');
  const featured = { ...postCard(newest, urls.article(newest.slug)), author: newest.author, date: newest.date };
  return (
    <>
      <Hero eyebrow="Blog" title="Growth Insights & Strategies" lead={blogLead}>
        <CategoryBadges />
      </Hero>
      <section className={featuredSection} aria-label="Featured article">
        <Container>
          <FeaturedPost post={featured} />
        </Container>
      </section>
      <section id="articles" className={articles} aria-labelledby="articles-heading">
        <Container>
          <h2 id="articles-heading">Latest Articles</h2>
          <LoadMore
            first={postCards(gridPagePosts(1), urls)}
            second={postCards(gridPagePosts(2), urls)}
            total={gridSize('').total}
            thirdPage={urls.page(3)}
          />
        </Container>
      </section>
      <CtaBand />
    </>
  );
}
