/**
 * Runs several test files in this one process, each as a suite named after its file (its own
 * `before`/`after` hooks and tests inside it), `TEST_FILES_CONCURRENCY` files at a time (one after
 * another unless set). `scripts/test.ts` gives it the files that need no process of their own: most
 * of a test file's cost is loading the modules it tests, which files sharing a process load once.
 */
import { describe } from 'node:test';
import { pathToFileURL } from 'node:url';

const files: string[] = JSON.parse(process.env.TEST_FILES_IN_ONE_PROCESS ?? '[]');
const concurrency = Number(process.env.TEST_FILES_CONCURRENCY ?? 1);

describe(`${files.length} files in one process`, { concurrency }, () => {
  for (const file of files) {
    describe(file, async () => {
      await import(pathToFileURL(file).href);
    });
  }
});
