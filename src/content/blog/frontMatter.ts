import matter from 'gray-matter';
import { parseYaml } from '../yaml.ts';

export interface PostSource {
  /** The fields of the `---` block; empty when the file has none. */
  data: Record<string, unknown>;
  /** The Markdown after it. */
  content: string;
}

/**
 * A post file split into its front matter and body. The YAML is read by the project's one parser
 * (../yaml.ts), as the data files are: its core schema keeps an unquoted `2024-01-10` as the text
 * the author wrote, where gray-matter's own parser made it a Date (and rolled `2024-02-30` over to March).
 */
export function readFrontMatter(source: string): PostSource {
  // Passing options also bypasses gray-matter's cache, which would hand out shared objects.
  const { data, content } = matter(source, { excerpt: false, engines: { yaml: (text: string) => (parseYaml(text) ?? {}) as object } });
  return { data: typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}, content };
}
