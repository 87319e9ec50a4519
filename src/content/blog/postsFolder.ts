import path from 'node:path';

/** The folder of the Markdown posts under `root`: src/content/posts/, or POSTS_DIR (the scale bench's synthetic blog). */
export function postsFolder(root: string): string {
  return process.env.POSTS_DIR ? path.resolve(process.env.POSTS_DIR) : path.join(root, 'src', 'content', 'posts');
}
