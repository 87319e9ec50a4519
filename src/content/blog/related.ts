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
  type Ranked = { candidate: P; score: number };
  const before = (a: Ranked, b: Ranked) => b.score - a.score || compareNewestFirst(a.candidate, b.candidate);
  // One pass keeping the best `count` (as a stable sort would order them): every article ranks
  // every post, so sorting all candidates each time made a 1,000-post build quadratic.
  const best: Ranked[] = [];
  for (const candidate of candidates) {
    if (candidate.id === post.id) continue;
    const ranked = { candidate, score: score(candidate) };
    let index = best.length;
    while (index > 0 && before(ranked, best[index - 1] as Ranked) < 0) index -= 1;
    if (index >= count) continue;
    best.splice(index, 0, ranked);
    if (best.length > count) best.pop();
  }
  return best.map(({ candidate }) => candidate);
}
