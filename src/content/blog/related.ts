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

function lowerTags(post: Relatable): string[] {
  return post.tags.map((tag) => tag.toLowerCase());
}

/** The posts that share one category or one tag, newest first, and the most one of them can add to a score. */
interface Posting {
  positions: number[];
  weight: number;
}

interface RelatedIndex<P extends Relatable> {
  /** Every candidate, newest first. */
  newestFirst: P[];
  /** What each of them is scored on, read once for every walk. */
  facts: { id: number; category: string; tags: string[] }[];
  byCategory: Map<string, Posting>;
  byTag: Map<string, Posting>;
}

const indexes = new WeakMap<readonly Relatable[], RelatedIndex<Relatable>>();

/** Candidates by category and by tag, built once per candidate list. */
function indexOf<P extends Relatable>(candidates: readonly P[]): RelatedIndex<P> {
  const known = indexes.get(candidates);
  if (known) return known as RelatedIndex<P>;
  const newestFirst = [...candidates].sort(compareNewestFirst);
  const byCategory = new Map<string, Posting>();
  const byTag = new Map<string, Posting>();
  const add = (map: Map<string, Posting>, key: string, position: number, weight: number) => {
    const posting = map.get(key) ?? map.set(key, { positions: [], weight: 0 }).get(key)!;
    posting.positions.push(position);
    posting.weight = Math.max(posting.weight, weight);
  };
  const facts = newestFirst.map((candidate) => ({ id: candidate.id, category: candidate.category, tags: lowerTags(candidate) }));
  facts.forEach((candidate, position) => {
    add(byCategory, candidate.category, position, CATEGORY_WEIGHT);
    // A tag written twice on one post counts twice, as the score counts it.
    const counts = new Map<string, number>();
    for (const tag of candidate.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    for (const [tag, count] of counts) add(byTag, tag, position, count);
  });
  const index = { newestFirst, facts, byCategory, byTag };
  indexes.set(candidates, index);
  return index;
}

/**
 * The `count` posts most related to `post`: shared category first, then shared tags, then the
 * newest. Never the post itself.
 *
 * Only posts sharing the category or a tag can score, so the search walks those postings of a
 * per-category and per-tag index together, newest first, and stops as soon as the best `count`
 * found score at least what any post not yet reached could: for most posts after a few dozen
 * candidates instead of the whole blog.
 */
export function relatedPosts<P extends Relatable>(post: Relatable, candidates: readonly P[], count = 3): P[] {
  if (count <= 0) return [];
  const { newestFirst, facts, byCategory, byTag } = indexOf(candidates);
  const { id, category } = post;
  const tags = new Set(lowerTags(post));
  // How related a candidate is: 3 for the same category, plus 1 per shared tag (case aside).
  const score = (candidate: { category: string; tags: string[] }) =>
    candidate.tags.reduce((sum, tag) => (tags.has(tag) ? sum + 1 : sum), candidate.category === category ? CATEGORY_WEIGHT : 0);
  const postings = [byCategory.get(category), ...[...tags].map((tag) => byTag.get(tag))].filter(
    (posting): posting is Posting => posting !== undefined,
  );
  const cursors = postings.map(() => 0);
  const best: { position: number; score: number }[] = [];
  const seen = new Set<number>();
  for (;;) {
    // Newest position not yet reached in any posting: the walk merges them in date order.
    let next = Number.POSITIVE_INFINITY;
    let bound = 0;
    postings.forEach((posting, which) => {
      const position = posting.positions[cursors[which]!];
      if (position === undefined) return;
      next = Math.min(next, position);
      bound += posting.weight;
    });
    // Every post not reached yet is older than all in `best`: it wins only by scoring higher.
    if (next === Number.POSITIVE_INFINITY || (best.length === count && best[count - 1]!.score >= bound)) break;
    postings.forEach((posting, which) => {
      if (posting.positions[cursors[which]!] === next) cursors[which]! += 1;
    });
    const candidate = facts[next]!;
    if (candidate.id === id) continue;
    seen.add(next);
    const candidateScore = score(candidate);
    let at = best.length;
    while (at > 0 && best[at - 1]!.score < candidateScore) at -= 1;
    best.splice(at, 0, { position: next, score: candidateScore });
    if (best.length > count) best.pop();
  }
  // Too few share anything: the newest of the rest follow, as with a score of 0.
  for (let position = 0; best.length < count && position < newestFirst.length; position += 1) {
    if (!seen.has(position) && facts[position]!.id !== id) best.push({ position, score: 0 });
  }
  return best.map(({ position }) => newestFirst[position]!);
}
