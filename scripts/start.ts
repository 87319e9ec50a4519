/** `npm start`: build the site, then serve dist/ at http://localhost:4321 as the hosts would. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../src/server/staticHost.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4321);

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'build.ts')], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await startStaticServer(path.join(root, 'dist'), port);
console.log(`Serving dist/ at http://localhost:${port}/  (Ctrl+C to stop)`);
