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

const lowerTags = new WeakMap<Relatable, readonly string[]>();

/** A post's tags in lower case, computed once per post (every article scores every post). */
function tagsOf(post: Relatable): readonly string[] {
  let tags = lowerTags.get(post);
  if (!tags) lowerTags.set(post, (tags = post.tags.map((tag) => tag.toLowerCase())));
  return tags;
}

function scorer(post: Relatable): (candidate: Relatable) => number {
  const tags = new Set(tagsOf(post));
  return (candidate) => {
    let score = candidate.category === post.category ? CATEGORY_WEIGHT : 0;
    for (const tag of tagsOf(candidate)) if (tags.has(tag)) score += 1;
    return score;
  };
}

/**
 * The `count` posts most related to `post`: shared category first, then shared tags, then the
 * newest. Never the post itself.
 */
export function relatedPosts<P extends Relatable>(post: Relatable, candidates: readonly P[], count = 3): P[] {
  const score = scorer(post);
  const better = (a: { candidate: P; score: number }, b: { candidate: P; score: number }) =>
    a.score !== b.score ? a.score > b.score : compareNewestFirst(a.candidate, b.candidate) < 0;
  // One pass keeping the best `count` (every article does this over every post).
  const best: { candidate: P; score: number }[] = [];
  for (const candidate of candidates) {
    if (candidate.id === post.id) continue;
    const entry = { candidate, score: score(candidate) };
    const last = best[best.length - 1];
    if (best.length === count && last && !better(entry, last)) continue;
    let index = best.length;
    while (index > 0 && better(entry, best[index - 1]!)) index -= 1;
    best.splice(index, 0, entry);
    if (best.length > count) best.pop();
  }
  return best.map(({ candidate }) => candidate);
}
