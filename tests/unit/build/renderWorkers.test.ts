import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';

const root = process.cwd();
const tmp = mkdtempSync(path.join(tmpdir(), 'hale-render-workers-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function build(out: string, workers: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'build.ts', '--out', out, '--quiet', '--workers', workers], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', resolve);
  });
}

function files(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), readFileSync(file)] as const;
      }),
  );
}

it('builds the same site, byte for byte, whether pages render in two worker threads or in the build itself', async () => {
  const [here, workers] = [path.join(tmp, 'here'), path.join(tmp, 'workers')];
  assert.equal(await build(here, '0'), 0);
  assert.equal(await build(workers, '2'), 0);
  const [expected, actual] = [files(here), files(workers)];
  assert.deepEqual([...actual.keys()].sort(), [...expected.keys()].sort());
  assert.ok(expected.has('index.html') && expected.has('_headers'));
  for (const [file, bytes] of expected) assert.ok(bytes.equals(actual.get(file)!), `${file} differs`);
});
