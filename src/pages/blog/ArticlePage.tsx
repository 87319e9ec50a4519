import { ArticleShell, type ArticlePageProps } from './ArticleShell.tsx';
import { Prose } from './Prose.tsx';

/** `/blog/<slug>/` for a Markdown post: the shared article shell around the rendered body. */
export default function ArticlePage(props: ArticlePageProps) {
  const { post } = props;
  if (post.layout !== 'markdown') throw new Error(`${post.slug} has a dedicated layout (${post.layout}), not a Markdown body`);
  return (
    <ArticleShell {...props}>
      <Prose html={post.html} />
    </ArticleShell>
  );
}
