/**
 * Which test files a run takes (scripts/test.ts), and the two tiers they belong to, declared here
 * and nowhere else.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Each entry is a folder or a file under tests/; a file belongs to the tier of the longest entry
 * that holds it, and a test file no entry holds stops the runner, naming it.
 */
const testTiers = {
  /**
   * `npm test`, what every change passes (4 minutes on a quiet two-core machine): the typecheck, the
   * unit tests, a build, the checks over the built site and Chromium on every route at both widths.
   */
  everyChange: ['tests/unit', 'tests/dist', 'tests/e2e'],
  /**
   * Added by `npm run test:all`, the whole proof `.ci/run` runs before anything lands: what costs
   * more than every change can pay, or proves what a change to a page or a block cannot break.
   */
  wholeProof: [
    // The owner's editor end to end through `npm run cms`, and its backend on a git repository.
    'tests/e2e/admin.test.ts',
    // The owner arranging a page's blocks (add, drag, remove) through the same editor, published and rebuilt.
    'tests/e2e/adminBlocks.test.ts',
    'tests/unit/admin/draftConflicts.test.ts',
    // The behaviour core in Firefox ESR, WebKitGTK and Chromium, over WebDriver.
    'tests/engines',
    // The built site on Cloudflare's and Netlify's own runtimes.
    'tests/hosts',
    // The build's failure modes, the dev server's rebuilds and other builds of the site.
    'tests/unit/build/buildFailure.test.ts',
    'tests/unit/build/devRebuild.test.ts',
    'tests/unit/blog/loadMoreBuilt.test.tsx',
    'tests/e2e/bookingAnalytics.test.ts',
    // The W3C's Nu checker on Java; html-validate checks every page's markup in every change.
    'tests/dist/nuChecker.test.ts',
    // What the house and the layout's estimates are made of, measured finely; every change keeps the
    // sweeps' jump to the end and contrast as loaded, which these estimates hold up.
    'tests/unit/architecture/knip.test.ts',
    'tests/e2e/offscreenRendering.test.ts',
    // Every rule of the site's stylesheet that matches a route's elements is among that page's own
    // styles; every change checks that they are the stylesheet's rules, allowed by hash (tests/dist/stylesheet.test.ts).
    'tests/e2e/pageStyles.test.ts',
  ],
} as const satisfies Record<string, readonly string[]>;

type Tier = keyof typeof testTiers;

/** A tier's files: those that run before the build, and those that run against the built site. */
export interface TierFiles {
  unit: string[];
  afterBuild: string[];
}

export interface TestSelection {
  everyChange: TierFiles;
  wholeProof: TierFiles;
  /** Each name given that is no test file (a misspelt path): the run fails naming them. */
  unknown: string[];
  /** Test files that no tier holds: the run fails naming them. */
  untiered: string[];
  /** Tier entries that hold no test file (a file moved or deleted): the run fails naming them. */
  stale: string[];
}

/** Every test file under `dir` (a path from `root`), sorted, with `/` between folders. */
function filesUnder(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  const entries = statSync(full, { throwIfNoEntry: false }) ? readdirSync(full, { recursive: true }) : [];
  return entries
    .map((entry) => path.posix.join(dir, String(entry).split(path.sep).join('/')))
    .filter((file) => file.endsWith('.test.ts') || file.endsWith('.test.tsx'))
    .sort();
}

const holds = (entry: string, file: string) => file === entry || file.startsWith(`${entry}/`);

/** The tier of the longest entry that holds `file`, if any. */
export function tierOf(file: string, tiers: Record<Tier, readonly string[]> = testTiers): Tier | undefined {
  let best: { tier: Tier; length: number } | undefined;
  for (const tier of Object.keys(tiers) as Tier[]) {
    for (const entry of tiers[tier]) if (holds(entry, file) && entry.length > (best?.length ?? -1)) best = { tier, length: entry.length };
  }
  return best?.tier;
}

/**
 * The test files under `root`'s tests/ by tier, or, when `only` names some (paths from `root`), those
 * of them. Files under tests/unit need no build; the rest run against the built site.
 */
export function selectTestFiles(root: string, only: readonly string[], tiers: Record<Tier, readonly string[]> = testTiers): TestSelection {
  const all = filesUnder(root, 'tests');
  const same = (a: string, b: string) => path.resolve(root, a) === path.resolve(root, b);
  const named = (file: string) => only.length === 0 || only.some((wanted) => same(wanted, file));
  const inTier = (tier: Tier): TierFiles => {
    const files = all.filter((file) => tierOf(file, tiers) === tier && named(file));
    return { unit: files.filter((file) => file.startsWith('tests/unit/')), afterBuild: files.filter((file) => !file.startsWith('tests/unit/')) };
  };
  return {
    everyChange: inTier('everyChange'),
    wholeProof: inTier('wholeProof'),
    unknown: only.filter((wanted) => !all.some((file) => same(wanted, file))),
    untiered: all.filter((file) => tierOf(file, tiers) === undefined),
    stale: Object.values(tiers).flat().filter((entry) => !all.some((file) => holds(entry, file))),
  };
}
