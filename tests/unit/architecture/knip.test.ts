/**
 * No dead code: knip (configured in knip.json with the project's entry points) finds no file nothing
 * imports, no export nothing else reads, and no package nothing uses. Its findings fail the gate,
 * named by file and line.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const knipBin = path.join(process.cwd(), 'node_modules/knip/bin/knip.js');

interface KnipIssue {
  file: string;
  [kind: string]: unknown;
}

/** Knip's findings in `dir`, one `kind file: name` line each. */
function knipFindings(dir: string): string[] {
  const run = spawnSync(process.execPath, [knipBin, '--reporter', 'json', '--no-progress', '--no-config-hints'], { cwd: dir, encoding: 'utf8' });
  assert.ok(run.stdout.trim().startsWith('{'), `knip ran (exit ${run.status}): ${run.stdout}${run.stderr}`);
  const { issues } = JSON.parse(run.stdout) as { issues: KnipIssue[] };
  return issues.flatMap(({ file, ...kinds }) =>
    Object.entries(kinds).flatMap(([kind, found]) => {
      const names = Array.isArray(found) ? found : Object.values(found ?? {});
      return names.map((item: { name?: string; line?: number }) => `${kind} ${file}${item.line ? `:${item.line}` : ''}: ${item.name ?? ''}`);
    }),
  );
}

describe('dead code', () => {
  it('knip finds no unused file, export, type or dependency', () => {
    assert.deepEqual(knipFindings(process.cwd()), []);
  });

  describe('the check', () => {
    const fixture = mkdtempSync(path.join(tmpdir(), 'knip-fixture-'));
    after(() => rmSync(fixture, { recursive: true, force: true }));

    it('names an unused file, export and dependency', () => {
      const files = {
        'package.json': JSON.stringify({ name: 'fixture', type: 'module', dependencies: { 'left-pad': '1.3.0' } }),
        'knip.json': JSON.stringify({ entry: ['main.ts'], project: ['*.ts'] }),
        'main.ts': "import { used } from './parts.ts';\nconsole.log(used);\n",
        'parts.ts': 'export const used = 1;\nexport const forgotten = 2;\n',
        'orphan.ts': 'export const alone = 3;\n',
      };
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(fixture, name), text);
      assert.deepEqual(knipFindings(fixture).sort(), ['dependencies package.json: left-pad', 'exports parts.ts:2: forgotten', 'files orphan.ts: orphan.ts']);
    });
  });
});
