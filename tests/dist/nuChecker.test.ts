/**
 * The W3C's reference validator, the Nu Html Checker (the vnu-jar package, run by Debian's Java),
 * finds no error on any public page of the built site (TEST_DIST). It knows HTML's newest rules
 * (invoker commands, ARIA in HTML) that html-validate does not.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { distDir, distHtmlFiles } from '../support/distFiles.ts';

const jar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

/** The checker's errors on `files` (HTML documents), one line each; it exits 1 when it found any. */
async function nuErrors(files: readonly string[]): Promise<string[]> {
  const { stderr } = await promisify(execFile)('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }).catch(
    (failure: { stderr?: string; code?: number | string }) => {
      if (failure.code !== 1 || !failure.stderr) throw new Error(`The Nu Html Checker could not run (is Java installed? apt-get install default-jre-headless): ${String(failure.stderr ?? failure)}`);
      return { stderr: failure.stderr };
    },
  );
  const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
  // Its CSS validator predates the CSS the site writes (@starting-style, allow-discrete transitions,
  // container queries), which it read in no linked stylesheet and now reads in each page's own
  // <style>: the markup is what it is run for; the browsers read the styles.
  return messages.filter((message) => message.type === 'error' && !message.message.startsWith('CSS: ')).map((message) => `${path.relative(distDir, new URL(message.url).pathname)}:${message.lastLine ?? '?'} ${message.message}`);
}

/** A page with the one mistake the checker found on every page before: it must be reported, or the checker is blind. */
const mistake =
  '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><button type="button" aria-expanded="false" commandfor="d" command="show-modal">Menu</button><dialog id="d">x</dialog></body></html>';

describe('the Nu Html Checker', () => {
  it('finds no error on any public page (and does find the mistake in a page made to have one)', async () => {
    const pages = distHtmlFiles();
    const scratch = mkdtempSync(path.join(tmpdir(), 'nu-'));
    const control = path.join(scratch, 'mistake.html');
    writeFileSync(control, mistake);
    // One run of the checker for every page: its start-up is most of its cost.
    const errors = await nuErrors([control, ...pages.map((file) => path.join(distDir, file))]).finally(() => rmSync(scratch, { recursive: true, force: true }));
    const [controlErrors, pageErrors] = [errors.filter((error) => error.includes('mistake.html')), errors.filter((error) => !error.includes('mistake.html'))];
    assert.equal(controlErrors.length, 1, `the checker reports the control page's mistake: ${controlErrors.join('; ')}`);
    assert.deepEqual(pageErrors, [], `${pageErrors.length} errors on ${pages.length} pages`);
  });
});
