import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { folderFiles, runBuild } from '../../support/builtFolder.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'hale-render-workers-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

it('builds the same site, byte for byte, whether pages render in the build\'s thread alone or in a render worker beside it', async () => {
  const [here, workers] = [path.join(tmp, 'here'), path.join(tmp, 'workers')];
  assert.equal(await runBuild(['--out', here, '--quiet', '--threads', '1']), 0);
  assert.equal(await runBuild(['--out', workers, '--quiet', '--threads', '2']), 0);
  const [expected, actual] = [folderFiles(here), folderFiles(workers)];
  assert.deepEqual([...actual.keys()].sort(), [...expected.keys()].sort());
  assert.ok(expected.has('index.html') && expected.has('_headers'));
  for (const [file, bytes] of expected) assert.ok(bytes.equals(actual.get(file)!), `${file} differs`);
});
