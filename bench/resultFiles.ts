/**
 * Where the bench writes. Its raw figures (each part's JSON, and the full report of a run narrowed
 * to one part) go to bench/results/, which git ignores: they belong to the machine that measured
 * them. The one file kept in git is the summary a whole run writes, bench/RESULTS.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

const rawResultsDir = path.join(benchDir, 'results');

/** The summary of a whole `npm run bench`, committed. */
export const summaryFile = path.join(benchDir, 'RESULTS.md');

/** Writes a raw result (`results.json`, `SCALE.md`…) under bench/results/, and returns its path from the repository's root. */
export function writeRawResult(name: string, contents: string): string {
  mkdirSync(rawResultsDir, { recursive: true });
  writeFileSync(path.join(rawResultsDir, name), contents);
  return path.relative(path.dirname(benchDir), path.join(rawResultsDir, name));
}
