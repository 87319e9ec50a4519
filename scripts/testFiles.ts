/** Which test files a run of `npm test` takes (scripts/test.ts): every one, or those named on its command line. */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface TestSelection {
  /** Files that run before the build… */
  unit: string[];
  /** …and those that run against the built site. */
  afterBuild: string[];
  /** Each name given that is no test file (a misspelt path): the run fails naming them. */
  unknown: string[];
}

/** Every test file under `dir` (a path from `root`), sorted. */
function filesUnder(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  const entries = statSync(full, { throwIfNoEntry: false }) ? readdirSync(full, { recursive: true }) : [];
  return entries
    .map((entry) => path.join(dir, String(entry)))
    .filter((file) => file.endsWith('.test.ts') || file.endsWith('.test.tsx'))
    .sort();
}

/** The test files under `root`'s tests/, or, when `only` names some (paths from `root`), those. */
export function selectTestFiles(root: string, only: readonly string[]): TestSelection {
  const same = (a: string, b: string) => path.resolve(root, a) === path.resolve(root, b);
  const named = (file: string) => only.length === 0 || only.some((wanted) => same(wanted, file));
  const under = (dirs: string[]) => dirs.flatMap((dir) => filesUnder(root, dir)).filter(named);
  const unit = under(['tests/unit']);
  const afterBuild = under(['tests/dist', 'tests/hosts', 'tests/e2e', 'tests/engines']);
  const unknown = only.filter((wanted) => ![...unit, ...afterBuild].some((file) => same(wanted, file)));
  return { unit, afterBuild, unknown };
}
