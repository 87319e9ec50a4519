/**
 * What `npm test` drives beyond npm's packages, from Debian's packages (no test tool may download a
 * browser of its own): Chromium and its headless shell (tests/support/browser.ts), Firefox ESR, and
 * WebKitGTK's WebDriver with a virtual display for its MiniBrowser (tests/engines/); and Java for the
 * W3C's Nu Html Checker (tests/dist/nuChecker.test.ts). Before anything else runs, `npm test` installs
 * those its files need and the machine lacks, when it can (as root, with apt-get), or stops at once
 * with the one command to run. `.ci/run` relies on it too, so the README's two commands are the whole
 * setup.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { chromiumPaths, firefoxPath, webkitDriverPath } from '../tests/support/browser.ts';

export interface SystemPackage {
  /** Debian's name for it. */
  name: string;
  /** The program it provides: an absolute path, or a command looked up on PATH. */
  program: string;
  /** The variable that points the tests at a copy of the program installed elsewhere. */
  env?: string;
  /** Whether a run of these test files (paths from the project's root) drives it. */
  neededBy(files: readonly string[]): boolean;
}

const underTests = (folders: string[]) => (files: readonly string[]) => files.some((file) => folders.some((folder) => file.startsWith(`tests/${folder}/`)));
// scripts/test.ts starts both Chromium builds for every file that runs against the built site.
const againstTheBuild = underTests(['dist', 'hosts', 'e2e', 'engines']);
const runs = (wanted: string) => (files: readonly string[]) => files.includes(wanted);

export const systemPackages: readonly SystemPackage[] = [
  { name: 'chromium', program: chromiumPaths.browser, env: 'CHROMIUM_PATH', neededBy: againstTheBuild },
  { name: 'chromium-headless-shell', program: chromiumPaths.shell, env: 'CHROMIUM_SHELL_PATH', neededBy: againstTheBuild },
  { name: 'firefox-esr', program: firefoxPath, env: 'FIREFOX_PATH', neededBy: runs('tests/engines/firefox.test.ts') },
  { name: 'webkit2gtk-driver', program: webkitDriverPath, env: 'WEBKIT_DRIVER_PATH', neededBy: runs('tests/engines/webkit.test.ts') },
  { name: 'xvfb', program: 'Xvfb', neededBy: runs('tests/engines/webkit.test.ts') },
  { name: 'default-jre-headless', program: 'java', neededBy: runs('tests/dist/nuChecker.test.ts') },
];

/** What the machine offers: whether a program is there to run, whether this process may install. */
export interface Machine {
  has(program: string): boolean;
  root: boolean;
}

export type SetUp = { kind: 'ready' } | { kind: 'install'; packages: string[] } | { kind: 'stop'; message: string };

/** What to do before running `files`: nothing, install the missing packages, or stop and say how. */
export function setUpFor(files: readonly string[], machine: Machine, packages: readonly SystemPackage[] = systemPackages): SetUp {
  const missing = packages.filter((wanted) => wanted.neededBy(files) && !machine.has(wanted.program));
  if (missing.length === 0) return { kind: 'ready' };
  const names = missing.map((wanted) => wanted.name);
  if (machine.root && machine.has('apt-get')) return { kind: 'install', packages: names };
  const lacking = `The tests drive programs this machine lacks: ${missing.map((wanted) => wanted.program).join(', ')}.`;
  if (machine.has('apt-get')) return { kind: 'stop', message: `${lacking}\nInstall them, then run npm test again:\n\n  sudo apt-get install -y ${names.join(' ')}\n` };
  const elsewhere = missing.filter((wanted) => wanted.env).map((wanted) => `${wanted.env} (${wanted.name})`);
  return {
    kind: 'stop',
    message: `${lacking}\nThis is not a Debian machine: install Debian's ${names.join(', ')} or their equivalents${elsewhere.length ? `, and point ${elsewhere.join(', ')} at them` : ''} (README, "Start").\n`,
  };
}

/** Whether `program` (an absolute path, or a command on PATH) is there to run. */
function has(program: string): boolean {
  const candidates = path.isAbsolute(program) ? [program] : (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, program));
  return candidates.some((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Installs what running `files` needs and this machine lacks; exits naming the command when it cannot. */
export function ensureSystemPackages(files: readonly string[]): void {
  const machine: Machine = { has, root: process.getuid?.() === 0 };
  const setUp = setUpFor(files, machine);
  if (setUp.kind === 'ready') return;
  if (setUp.kind === 'stop') {
    console.error(setUp.message);
    process.exit(1);
  }
  console.log(`Installing Debian's ${setUp.packages.join(', ')} (what the tests drive and this machine lacks)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...setUp.packages]]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
      process.exit(1);
    }
  }
  const after = setUpFor(files, machine);
  if (after.kind !== 'ready') {
    console.error(`apt-get installed ${setUp.packages.join(', ')}, yet the tests still lack what they drive.\n${after.kind === 'stop' ? after.message : after.packages.join(', ')}`);
    process.exit(1);
  }
}
