/** Helpers for tests that run the build in a process of its own and compare what it wrote. */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Runs `tsx build.ts` with `args` in `cwd` (the project root, or a copy of the project); resolves with its exit code. */
export function runBuild(args: readonly string[], env: NodeJS.ProcessEnv = {}, cwd = process.cwd()): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'build.ts', ...args], { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('close', resolve);
  });
}

/** Every file under `dir` with its bytes, by path relative to `dir`. */
export function folderFiles(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), readFileSync(file)] as const;
      }),
  );
}
