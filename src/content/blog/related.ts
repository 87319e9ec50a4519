import { compareNewestFirst } from './order.ts';

/** What relatedness is judged on. */
export interface Relatable {
  id: number;
  category: string;
  tags: readonly string[];
  date: string;
}

/** A shared category outweighs any two shared tags. */
const CATEGORY_WEIGHT = 3;

/** How related `candidate` is to `post`: 3 for the same category, plus 1 per shared tag. */
export function relatedness(post: Relatable, candidate: Relatable): number {
  return scorer(post)(candidate);
}

function scorer(post: Relatable): (candidate: Relatable) => number {
  const tags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  return (candidate) =>
    (candidate.category === post.category ? CATEGORY_WEIGHT : 0) + candidate.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
}

/**
 * The `count` posts most related to `post`: shared category first, then shared tags, then the
 * newest. Never the post itself.
 */
export function relatedPosts<P extends Relatable>(post: Relatable, candidates: readonly P[], count = 3): P[] {
  const score = scorer(post);
  return candidates
    .filter((candidate) => candidate.id !== post.id)
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .sort((a, b) => b.score - a.score || compareNewestFirst(a.candidate, b.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
