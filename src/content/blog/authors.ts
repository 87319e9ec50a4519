import { site } from '../../site.ts';
import { blogWords } from '../blogPage.ts';

/** Who may sign a post, with the About-the-author card each article ends with. */
export interface Author {
  name: string;
  role: string;
  bio: string;
  /** Professional profile the author card links to (new tab). */
  profileUrl: string;
  /** Published contact address (the RSS `author` element is an e-mail address). */
  email: string;
}

const founder: Author = {
  name: site.founder.name,
  // Role and bio are the owner's words, in src/content/documents/blog.yml.
  role: blogWords.author.role,
  bio: blogWords.author.bio,
  profileUrl: site.founder.linkedIn,
  email: site.emails.founder,
};

/** Everyone who signs posts, by name: the founder (whose name is in the site's data). */
const authors = new Map<string, Author>([[founder.name, founder]]);

/** The names a post's `author` may take (the founder's always among them). */
export const authorNames = [...authors.keys()] as [string, ...string[]];

export type AuthorName = (typeof authorNames)[number];

export function authorFor(name: AuthorName): Author {
  const author = authors.get(name);
  if (!author) throw new Error(`No author named ${JSON.stringify(name)}; known authors: ${authorNames.join(', ')}`);
  return author;
}
