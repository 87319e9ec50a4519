/**
 * `npm run bench -- --scale`: the site with 1,000 and 10,000 synthetic posts (scripts/syntheticPosts.ts).
 * For each size it builds twice in a fresh process, as `npm run build` would (the first build may
 * draw new social cards, the second is the warm build the budget is about), recording the time,
 * each step's time and the peak memory; then it starts `npm run dev` on it and times a save of
 * one post to the reload the open pages are sent, and to the changed page being served. Writes bench/scale-results.json and bench/SCALE.md; exits 1 when a budget is broken.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syntheticSlug, writeSyntheticPosts } from '../scripts/syntheticPosts.ts';
import { median } from './budgets.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');

const scaleBudgets = { buildMs: 60_000, peakMemoryBytes: 1.5 * 2 ** 30, saveToReloadMs: 1000 } as const;

interface BuildFigures {
  durationMs: number;
  /** CPU time of the build's process, all its threads: on a busy machine the wall time is not the build's alone. */
  cpuMs: number;
  peakMemoryBytes: number;
  pages: number;
  steps: { name: string; ms: number }[];
  loadAtStart: number;
  loadAtEnd: number;
}

interface ScaleResult {
  posts: number;
  first: BuildFigures;
  warm: BuildFigures;
}

interface SaveToReload {
  posts: number;
  /** From the file's write to the reload event the dev server sends open pages, each run. */
  toReloadMs: number[];
  /** From the write to the changed page fetched with its new title, each run. */
  toPageMs: number[];
  /** CPU time the dev server's process (its rebuild worker included) spent from the write to the reload, each run; empty where /proc is not there to read it. */
  cpuMs: number[];
  loadAtStart: number;
  loadAtEnd: number;
}

const load = () => os.loadavg()[0] ?? 0;

function timedBuild(postsDir: string, outDir: string): BuildFigures {
  const loadAtStart = load();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, 'timedBuild.ts'), outDir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, POSTS_DIR: postsDir },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 2 ** 20,
  });
  if (result.status !== 0) throw new Error(`build of ${postsDir} failed (exit ${result.status ?? result.signal})`);
  return { ...(JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as Omit<BuildFigures, 'loadAtStart' | 'loadAtEnd'>), loadAtStart, loadAtEnd: load() };
}

/** Resolves once the child's output matches `pattern`; its output is read to the end, so it never blocks on a full pipe. */
function waitForOutput(child: ReturnType<typeof spawn>, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen: string | null = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      if (seen === null) return;
      seen += chunk.toString();
      if (pattern.test(seen)) {
        seen = null;
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`npm run dev stopped (exit ${code}) before: ${pattern}`)));
  });
}

/** CPU time (user and system, all threads) a process has used so far, from Linux's /proc; undefined elsewhere. */
function processCpuMs(pid: number | undefined): number | undefined {
  try {
    // Fields 14 and 15 of /proc/PID/stat, counted after the command name's closing parenthesis; in clock ticks (100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

function fetchText(url: string): Promise<string> {
  return fetch(url).then((response) => response.text());
}

async function saveToReload(postsDir: string, posts: number, runs: number): Promise<SaveToReload> {
  const port = 4700 + Math.floor(Math.random() * 200);
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'hale-scale-dev-'));
  const dev = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'dev.ts'), '--out', path.join(outDir, 'dist')], {
    cwd: root,
    env: { ...process.env, POSTS_DIR: postsDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await waitForOutput(dev, /Dev server at/);
    const reloads: (() => void)[] = [];
    await new Promise<void>((resolve, reject) => {
      get(`http://127.0.0.1:${port}/__dev/events`, (response) => {
        response.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('event: reload')) reloads.shift()?.();
        });
        resolve();
      }).on('error', reject);
    });
    // A post from the middle of the blog: on a grid page, in related cards, in the feed.
    const slug = syntheticSlug(Math.floor(posts / 2));
    const file = path.join(postsDir, `${slug}.md`);
    const original = readFileSync(file, 'utf8');
    const figures: SaveToReload = { posts, toReloadMs: [], toPageMs: [], cpuMs: [], loadAtStart: load(), loadAtEnd: 0 };
    for (let run = 1; run <= runs; run += 1) {
      const title = `Synthetic Growth Note, Edit ${run}`;
      const reloaded = new Promise<void>((resolve, reject) => {
        reloads.push(resolve);
        setTimeout(() => reject(new Error(`no reload within 60 s of saving ${file}`)), 60_000).unref();
      });
      const cpuBefore = processCpuMs(dev.pid);
      const saved = performance.now();
      writeFileSync(file, original.replace(/^title: .*$/m, `title: "${title}"`));
      await reloaded;
      figures.toReloadMs.push(performance.now() - saved);
      const cpuAfter = processCpuMs(dev.pid);
      if (cpuBefore !== undefined && cpuAfter !== undefined) figures.cpuMs.push(cpuAfter - cpuBefore);
      const html = await fetchText(`http://127.0.0.1:${port}/blog/${slug}/`);
      if (!html.includes(title)) throw new Error(`the page does not show "${title}" after the reload`);
      figures.toPageMs.push(performance.now() - saved);
    }
    writeFileSync(file, original);
    figures.loadAtEnd = load();
    return figures;
  } finally {
    dev.kill('SIGTERM');
    await new Promise((resolve) => dev.once('exit', resolve));
    rmSync(outDir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

function markdown(results: ScaleResult[], devRuns: SaveToReload[], violations: string[]): string {
  const rows = results.flatMap(({ posts, first, warm }) =>
    [['first', first] as const, ['warm', warm] as const].map(
      ([which, build]) => `| ${posts.toLocaleString('en-US')} | ${which} | ${build.pages.toLocaleString('en-US')} | ${seconds(build.durationMs)} | ${seconds(build.cpuMs)} | ${megabytes(build.peakMemoryBytes)} | ${build.loadAtStart.toFixed(1)} → ${build.loadAtEnd.toFixed(1)} | ${build.steps.map((step) => `${step.name} ${seconds(step.ms)}`).join('; ')} |`,
    ),
  );
  return [
    '# Scale bench (`npm run bench -- --scale`)',
    '',
    `Generated ${new Date().toISOString()} on ${os.cpus().length} cores. Budgets: build ≤ ${seconds(scaleBudgets.buildMs)} (warm) and peak memory ≤ ${megabytes(scaleBudgets.peakMemoryBytes)} at the largest size, save to reload ≤ ${scaleBudgets.saveToReloadMs} ms at every size.`,
    '',
    `Load is the machine's one-minute load average (as \`uptime\` prints it) at the start and end of each run: above ${os.cpus().length} other work shared the cores, and the CPU time is the truer cost.`,
    '',
    '| posts | build | pages | wall time | CPU time | peak memory | load | steps |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...devRuns.map(
      (dev) =>
        `Save of one post to reload in \`npm run dev\` with ${dev.posts.toLocaleString('en-US')} posts (load ${dev.loadAtStart.toFixed(1)} → ${dev.loadAtEnd.toFixed(1)}): median ${Math.round(median(dev.toReloadMs))} ms to the reload (runs: ${dev.toReloadMs.map(Math.round).join(', ')}), ${Math.round(median(dev.toPageMs))} ms to the changed page served (runs: ${dev.toPageMs.map(Math.round).join(', ')})${dev.cpuMs.length ? `; the dev server's CPU time to the reload: median ${Math.round(median(dev.cpuMs))} ms (runs: ${dev.cpuMs.map(Math.round).join(', ')})` : ''}.\n`,
    ),
    '',
    violations.length ? `Broken budgets:\n${violations.map((violation) => `- ${violation}`).join('\n')}` : 'Every budget is met.',
    '',
  ].join('\n');
}

/** Runs the scale bench for `sizes` (post counts); returns the broken budgets. */
export async function runScaleBench(sizes: readonly number[], saveRuns = 5): Promise<string[]> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'hale-scale-'));
  const results: ScaleResult[] = [];
  const devRuns: SaveToReload[] = [];
  try {
    for (const posts of sizes) {
      const postsDir = path.join(work, `posts-${posts}`);
      mkdirSync(postsDir);
      writeSyntheticPosts(root, postsDir, posts);
      const outDir = path.join(work, `dist-${posts}`);
      const first = timedBuild(postsDir, outDir);
      const warm = timedBuild(postsDir, outDir);
      results.push({ posts, first, warm });
      console.log(`${posts} posts: ${warm.pages} pages, warm build ${seconds(warm.durationMs)}, peak ${megabytes(warm.peakMemoryBytes)} (first ${seconds(first.durationMs)}, ${megabytes(first.peakMemoryBytes)})`);
      rmSync(outDir, { recursive: true, force: true });
      const dev = await saveToReload(postsDir, posts, saveRuns);
      devRuns.push(dev);
      console.log(`Save to reload with ${posts} posts: median ${Math.round(median(dev.toReloadMs))} ms (to the page served ${Math.round(median(dev.toPageMs))} ms)`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const biggest = results.find((result) => result.posts === Math.max(...sizes))!;
  const violations = [
    ...(biggest.warm.durationMs > scaleBudgets.buildMs ? [`build of ${biggest.posts} posts ${seconds(biggest.warm.durationMs)} > ${seconds(scaleBudgets.buildMs)}`] : []),
    ...(biggest.warm.peakMemoryBytes > scaleBudgets.peakMemoryBytes ? [`peak memory at ${biggest.posts} posts ${megabytes(biggest.warm.peakMemoryBytes)} > ${megabytes(scaleBudgets.peakMemoryBytes)}`] : []),
    ...devRuns.filter((dev) => median(dev.toReloadMs) > scaleBudgets.saveToReloadMs).map((dev) => `save to reload with ${dev.posts} posts ${Math.round(median(dev.toReloadMs))} ms > ${scaleBudgets.saveToReloadMs} ms`),
  ];
  writeFileSync(path.join(benchDir, 'scale-results.json'), `${JSON.stringify({ generatedAt: new Date().toISOString(), budgets: scaleBudgets, results, dev: devRuns, violations }, null, 2)}\n`);
  writeFileSync(path.join(benchDir, 'SCALE.md'), markdown(results, devRuns, violations));
  return violations;
}
