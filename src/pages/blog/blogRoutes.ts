/**
 * The blog's routes, derived from the post collection: the plain paged pages of its list, one
 * article per post and the unknown-slug fallback (the list itself is a page of sitePages.ts).
 */
import type { ReactElement } from 'react';
import type { RouteOf, SiteRoute } from '../../siteRoute.ts';
import { authorFor } from '../../content/blog/authors.ts';
import { fallbackPost, blogCollection } from '../../content/blog/collection.ts';
import { gridPageCount, gridPagePosts } from '../../content/blog/listing.ts';
import type { BlogPost } from '../../content/blog/loadPosts.ts';
import { relatedPosts } from '../../content/blog/related.ts';
import { blogUrls, type BlogUrls } from '../../content/blog/urls.ts';
import { cmoVsAgency } from '../../content/blog/articles/cmoVsAgency.ts';
import { leanCanvas } from '../../content/blog/articles/leanCanvas.ts';
import { blogWords, pageOfPages } from '../../content/blogPage.ts';
import { page } from '../pageLoader.ts';
import { redirectRoute } from '../redirectRoute.ts';
import type { ArticlePageProps } from './ArticleShell.tsx';
import type { BlogPagedProps } from './BlogPagedPage.tsx';

/** An article's page: the Markdown shell, or a dedicated page with its copy. */
function articlePage(post: BlogPost, props: ArticlePageProps): () => Promise<ReactElement> {
  switch (post.layout) {
    case 'markdown':
      return page(() => import('./ArticlePage.tsx'), props);
    case 'lean-canvas':
      return page(() => import('./LeanCanvasPage.tsx'), { ...props, copy: leanCanvas.copy });
    case 'cmo-vs-agency':
      return page(() => import('./CmoVsAgencyPage.tsx'), { ...props, copy: cmoVsAgency.copy });
  }
}

const files = (posts: readonly BlogPost[]) => posts.map((post) => post.file);

function articleRoute(post: BlogPost, posts: readonly BlogPost[], urls: BlogUrls): Omit<RouteOf<'article'>, 'path'> {
  const props: ArticlePageProps = { post, canonicalPath: urls.article(post.slug), blogIndexPath: urls.index, words: blogWords };
  return {
    title: post.seoTitle ?? post.title,
    description: post.excerpt,
    kind: 'article',
    article: {
      publishedTime: post.date,
      modifiedTime: post.updated,
      image: post.image,
      author: post.author,
      authorUrl: authorFor(post.author).profileUrl,
      section: post.category,
      tags: post.tags,
    },
    render: articlePage(post, props),
    // The article, and the posts its 'Continue Reading' cards show (ArticleShell).
    posts: files([post, ...relatedPosts(post, posts)]),
  };
}

export function blogRoutes(blogIndexPath: string): SiteRoute[] {
  const urls = blogUrls(blogIndexPath);
  const { posts } = blogCollection;
  const pages = gridPageCount(posts);
  // Pages build their cards when they render: the manifest stays cheap to import.
  const pagedRoutes = Array.from({ length: pages - 1 }, (_, index): SiteRoute => {
    const number = index + 2;
    const props: BlogPagedProps = { blogIndexPath, page: number, words: blogWords };
    return {
      path: urls.page(number),
      title: `${blogWords.pages.title} ${number}`,
      description: `${pageOfPages(blogWords, number, pages)} ${blogWords.pages.description}`,
      kind: 'blog',
      // Page 2's cards are on the index too, folded behind 'Load More Articles'.
      duplicate: number === 2,
      render: page(() => import('./BlogPagedPage.tsx'), props),
      posts: files(gridPagePosts(posts, number)),
    };
  });

  const articles = posts.map((post): SiteRoute => ({ path: urls.article(post.slug), ...articleRoute(post, posts, urls) }));

  return [
    ...pagedRoutes,
    ...articles,
    // A post's old URL names send visitors on to it.
    ...posts.flatMap((post, index) => (post.formerSlugs ?? []).map((name) => redirectRoute(urls.article(name), articles[index]!))),
    {
      // DESIGN.md §3: unknown slugs get the first full-content article, with status 404.
      path: urls.fallback,
      ...articleRoute(fallbackPost, posts, urls),
      notFound: true,
      canonicalPath: urls.article(fallbackPost.slug),
    },
  ];
}
