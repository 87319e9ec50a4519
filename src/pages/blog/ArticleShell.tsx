import { css, cx } from '@linaria/core';
import { ArrowLeft, Eye, Heart, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../paths.ts';
import { CardGrid } from '../../components/CardGrid.tsx';
import { Container } from '../../components/Container.tsx';
import { CoverImage } from '../../components/CoverImage.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { keepCompounds } from '../../components/keepCompounds.tsx';
import { Section } from '../../components/Section.tsx';
import { authorFor } from '../../content/blog/authors.ts';
import { blogCollection } from '../../content/blog/collection.ts';
import type { BlogPost } from '../../content/blog/loadPosts.ts';
import { relatedPosts } from '../../content/blog/related.ts';
import { blogUrls } from '../../content/blog/urls.ts';
import { Island } from '../../islands/Island.tsx';
import { Toaster } from '../../islands/Toaster.tsx';
import { absoluteUrl } from '../../site.ts';
import { returnLink } from '../../styles/returnLink.ts';
import { media } from '../../styles/theme.ts';
import { AuthorByline, AuthorCard } from './AuthorCard.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { CategoryBadge } from './CategoryBadge.tsx';
import { PostCard } from './PostCard.tsx';
import { articleMeasure } from './Prose.tsx';
import { ReadingProgress } from './ReadingProgress.tsx';
import { ShareMenu } from './ShareMenu.tsx';
import { BlogWordsProvider } from './BlogWords.tsx';
import type { BlogWords } from '../../content/blogPage.ts';
import { bareList } from '../../styles/bareList.ts';

/** What every article page receives from the blog's routes. */
export interface ArticlePageProps {
  post: BlogPost;
  /** The article's own URL path; also the canonical of the unknown-slug page. */
  canonicalPath: string;
  /** The blog's index path, from which article URLs derive. */
  blogIndexPath: string;
  /** The words around every article (src/content/documents/blog.yml). */
  words: BlogWords;
}

const header = css`
  padding: var(--space-6) 0 var(--space-7);
  background:
    radial-gradient(50rem 24rem at 90% -20%, rgb(29 78 216 / 12%), transparent 60%),
    var(--color-surface-muted);
  ${media.lg} {
    padding: var(--space-7) 0 var(--space-8);
  }
`;

/** The header shares the body's reading column; the cover breaks out wider. */
const column = css`
  max-width: ${articleMeasure};
  margin-inline: auto;
`;

const coverColumn = css`
  max-width: 64rem;
  margin-inline: auto;
`;

const back = css`
  display: inline-flex;
  margin-top: var(--space-3);
  ${returnLink}
`;

const stats = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-4);
  margin-top: var(--space-4);
  color: var(--color-text-muted);
  font-size: var(--text-sm);
  & > span {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
  }
  & svg {
    width: 1rem;
    height: 1rem;
  }
`;

const title = css`
  margin-top: var(--space-4);
  font-size: var(--text-4xl);
  font-weight: 800;
`;

const excerpt = css`
  margin-top: var(--space-4);
  color: var(--color-text-muted);
  font-size: var(--text-lg);
`;

const byline = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-4);
  margin-top: var(--space-6);
  padding-top: var(--space-5);
  border-top: 1px solid var(--color-border);
`;

const heroImage = css`
  margin-top: calc(-1 * var(--space-5));
  & img {
    border-radius: var(--radius-lg);
    box-shadow: var(--shadow-lg);
  }
`;

const body = css`
  padding-block: var(--space-7) var(--space-8);
`;

const articleFooter = css`
  max-width: ${articleMeasure};
  margin: var(--space-8) auto 0;
`;

const tagged = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  padding-bottom: var(--space-6);
  border-bottom: 1px solid var(--color-border);
  & > p {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    color: var(--color-ink);
    font-weight: 650;
  }
  & svg {
    width: 1rem;
    height: 1rem;
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    ${bareList}
  }
  & li {
    padding: 0.15rem 0.7rem;
    border: 1px solid var(--color-border-strong);
    border-radius: var(--radius-pill);
    color: var(--color-text);
    font-size: var(--text-xs);
    font-weight: 600;
  }
`;

/**
 * The shell every article shares (Markdown posts and the two dedicated pages): reading progress,
 * breadcrumb, back link, category, views and likes, title, excerpt, byline with the Share menu,
 * cover, the body, tags, the author card, 'Continue Reading' and the closing CTA.
 */
export function ArticleShell({ post, canonicalPath, blogIndexPath, words, children }: ArticlePageProps & { children: ReactNode }) {
  const author = authorFor(post.author);
  const { article } = words;
  const urls = blogUrls(blogIndexPath);
  const related = relatedPosts(post, blogCollection.posts);
  return (
    <BlogWordsProvider words={words}>
      <ReadingProgress />
      <article aria-labelledby="article-title">
        <header className={header}>
          <Container>
            <div className={column}>
              <Breadcrumb current={post.title} />
              <a className={back} href={paths.blog}>
                <ArrowLeft aria-hidden="true" focusable="false" />
                {article.back}
              </a>
              <div className={stats}>
                <CategoryBadge category={post.category} />
                <span>
                  <Eye aria-hidden="true" focusable="false" />
                  {`${post.views} ${article.views}`}
                </span>
                <span>
                  <Heart aria-hidden="true" focusable="false" />
                  {`${post.likes} ${article.likes}`}
                </span>
              </div>
              <h1 id="article-title" className={title}>
                {keepCompounds(post.title)}
              </h1>
              <p className={excerpt}>{post.excerpt}</p>
              <div className={byline}>
                <AuthorByline author={author.name} date={post.date} readTime={post.readTime} />
                <ShareMenu title={post.title} author={author.name} url={absoluteUrl(canonicalPath)} />
              </div>
            </div>
          </Container>
        </header>
        <Container>
          <div className={cx(coverColumn, heroImage)}>
            <CoverImage src={post.image} alt={post.imageAlt} layout="article" priority />
          </div>
        </Container>
        <Container className={body}>
          {children}
          <footer className={articleFooter}>
            <div className={tagged}>
              <p>
                <Tag aria-hidden="true" focusable="false" />
                {article.tagged}
              </p>
              <ul>
                {post.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            </div>
            <AuthorCard author={author} />
          </footer>
        </Container>
      </article>
      {related.length > 0 ? (
        <Section id="article-related" title={article.related.title} tone="muted" intro={article.related.intro}>
          <CardGrid items={related} fillRow={false} itemKey={(card) => String(card.id)} renderItem={(card) => <PostCard post={card} href={urls.article(card.slug)} related />} />
        </Section>
      ) : null}
      <CtaBand
        id="article-cta"
        place="article"
        title={article.cta.title}
        text={article.cta.text}
        secondary={{ link: { href: paths.blog, label: article.cta.moreArticles }, path: canonicalPath }}
      />
      <Island name="toaster" component={Toaster} props={{ label: article.notifications, closeLabel: article.closeToast }} />
    </BlogWordsProvider>
  );
}
