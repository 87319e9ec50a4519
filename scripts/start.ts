/**
 * `npm start`: build the site, then serve dist/ at http://localhost:4321 as the hosts would.
 * Options: --no-build (serve what is there), --dist DIR (serve another build), PORT env.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startStaticServer } from '../src/server/staticHost.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string', default: path.join(root, 'dist') },
  },
});
const port = Number(process.env.PORT ?? 4321);
const distDir = path.resolve(values.dist);

if (!values['no-build']) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'build.ts'), '--out', distDir], {
    stdio: 'inherit',
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await startStaticServer(distDir, port);
console.log(`Serving ${path.relative(root, distDir) || distDir} at http://localhost:${port}/  (Ctrl+C to stop)`);
