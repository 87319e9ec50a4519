import { css } from '@linaria/core';
import { Container } from '../../components/Container.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { Hero } from '../../components/Hero.tsx';
import { LoadMore, type LoadMoreProps } from '../../islands/blog/LoadMore.tsx';
import { Island } from '../../islands/Island.tsx';
import { CategoryBadges } from './CategoryBadges.tsx';
import { FeaturedPost, type FeaturedPostData } from './FeaturedPost.tsx';

export interface BlogIndexProps {
  featured: FeaturedPostData;
  loadMore: LoadMoreProps;
}

const featuredSection = css`
  padding: var(--section-padding) 0 0;
`;

const articles = css`
  padding: var(--section-padding) 0;
  & h2 {
    margin-bottom: var(--space-6);
    font-size: var(--text-2xl);
  }
`;

export const blogLead =
  'Practical playbooks for founders of growing B2B companies: fractional leadership, revenue and go-to-market strategy, lead generation, sales enablement and the metrics that connect them.';

/** `/blog/`: heading, category badges, the featured (newest) post and the Load More grid. */
export default function BlogIndexPage({ featured, loadMore }: BlogIndexProps) {
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
          <Island name="loadMore" component={LoadMore} props={loadMore} />
        </Container>
      </section>
      <CtaBand />
    </>
  );
}
