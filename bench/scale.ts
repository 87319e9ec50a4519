/**
 * `npm run bench -- --scale`: the site with synthetic posts (scripts/syntheticPosts.ts) beside its
 * own, each size in a copy of the project (tests/support/projectCopy.ts) with no cache at all. For
 * each build size (1,000 and 2,000 posts) it builds twice in a fresh process, as `npm run build`
 * would: cold (every image encoded and social card drawn), then warm (the caches filled), recording
 * the time, each step's time and the peak memory. For each save size (the site's own posts, and
 * 1,000 synthetic ones) it starts `npm run dev` in the copy and times 20 saves of one post to the
 * reload the open pages are sent, and to the changed page being served. Writes
 * bench/results/scale-results.json and bench/results/SCALE.md, and returns the report for the
 * summary of a whole run (bench/RESULTS.md) with the budgets it breaks.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syntheticSlug, writeSyntheticPosts } from '../scripts/syntheticPosts.ts';
import { copyProject, type ProjectCopy } from '../tests/support/projectCopy.ts';
import { median } from './budgets.ts';
import { writeRawResult } from './resultFiles.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');

/** The budgets of issue 59: the site holds 1,000 posts (twenty years of weekly posts), its cost growing linearly, and a save shows at once. */
const scaleBudgets = {
  /** 1,000 synthetic posts: the cold build, the warm build, and the peak memory of either. */
  build: { posts: 1000, coldMs: 30_000, warmMs: 10_000, peakMemoryBytes: 2 ** 30 },
  /** The warm build with twice the posts takes at most this many times as long. */
  doubled: { posts: 2000, ratio: 2.2 },
  /** Save to reload in `npm run dev`, by number of synthetic posts (0: the site's own posts alone). */
  saveToReloadMs: { 0: 1000, 1000: 5000 } as Record<number, number | undefined>,
};

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
  cold: BuildFigures;
  warm: BuildFigures;
}

interface SaveToReload {
  posts: number;
  /** From the file's write to the reload event the dev server sends open pages, each run. */
  toReloadMs: number[];
  /** From the write to the changed page fetched with its new title, each run. */
  toPageMs: number[];
  /** CPU time the dev server's process spent from the write to the reload, each run; empty where /proc is not there to read it. */
  cpuMs: number[];
  /** The dev server's resident memory after each run's reload: flat over the saves, each save's copy of the server bundle is freed. */
  residentBytes: number[];
  loadAtStart: number;
  loadAtEnd: number;
}

const load = () => os.loadavg()[0] ?? 0;

/** Builds the project copy in a fresh process (its own bench/timedBuild.ts). */
function timedBuild(project: ProjectCopy, outDir: string): BuildFigures {
  const loadAtStart = load();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', 'timedBuild.ts'), outDir], {
    cwd: project.dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 2 ** 20,
  });
  if (result.status !== 0) throw new Error(`build of ${project.dir} failed (exit ${result.status ?? result.signal})`);
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

/** Resident memory of a process, from Linux's /proc; undefined elsewhere. */
function residentBytes(pid: number | undefined): number | undefined {
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    return undefined;
  }
}

function fetchText(url: string): Promise<string> {
  return fetch(url).then((response) => response.text());
}

/** The slug of the middle post of a folder, by file name. */
function middlePost(postsDir: string): string {
  const files = readdirSync(postsDir).filter((file) => file.endsWith('.md')).sort();
  return path.basename(files[Math.floor(files.length / 2)]!, '.md');
}

async function saveToReload(project: ProjectCopy, posts: number, runs: number): Promise<SaveToReload> {
  const port = 4700 + Math.floor(Math.random() * 200);
  const postsDir = path.join(project.dir, 'src', 'content', 'posts');
  const dev = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'dev.ts')], {
    cwd: project.dir,
    env: { ...process.env, PORT: String(port) },
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
    const slug = posts > 0 ? syntheticSlug(Math.floor(posts / 2)) : middlePost(postsDir);
    const file = path.join(postsDir, `${slug}.md`);
    const original = readFileSync(file, 'utf8');
    const figures: SaveToReload = { posts, toReloadMs: [], toPageMs: [], cpuMs: [], residentBytes: [], loadAtStart: load(), loadAtEnd: 0 };
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
      const resident = residentBytes(dev.pid);
      if (resident !== undefined) figures.residentBytes.push(resident);
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
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
const postsLabel = (posts: number) => (posts === 0 ? "the site's own posts" : `${posts.toLocaleString('en-US')} synthetic posts`);

function budgetsText(): string {
  const { build, doubled, saveToReloadMs } = scaleBudgets;
  const saves = Object.entries(saveToReloadMs).map(([posts, ms]) => `save to reload with ${postsLabel(Number(posts))} ≤ ${seconds(ms!)}`);
  return [
    `with ${postsLabel(build.posts)} the cold build ≤ ${seconds(build.coldMs)}, the warm build ≤ ${seconds(build.warmMs)}, peak memory ≤ ${megabytes(build.peakMemoryBytes)}`,
    `the warm build with ${postsLabel(doubled.posts)} ≤ ${doubled.ratio} × the one with ${build.posts.toLocaleString('en-US')}`,
    ...saves,
  ].join('; ');
}

/** The warm (and cold) build with the doubled size ÷ the one with the budget's size, when both were measured. */
function doublingRatios(results: readonly ScaleResult[]): { warm: number; cold: number } | undefined {
  const base = results.find((result) => result.posts === scaleBudgets.build.posts);
  const doubled = results.find((result) => result.posts === scaleBudgets.doubled.posts);
  if (!base || !doubled) return undefined;
  return { warm: doubled.warm.durationMs / base.warm.durationMs, cold: doubled.cold.durationMs / base.cold.durationMs };
}

function markdown(results: ScaleResult[], devRuns: SaveToReload[], violations: string[]): string {
  const ratios = doublingRatios(results);
  const rows = results.flatMap(({ posts, cold, warm }) =>
    [['cold', cold] as const, ['warm', warm] as const].map(
      ([which, build]) => `| ${posts.toLocaleString('en-US')} | ${which} | ${build.pages.toLocaleString('en-US')} | ${seconds(build.durationMs)} | ${seconds(build.cpuMs)} | ${megabytes(build.peakMemoryBytes)} | ${build.loadAtStart.toFixed(1)} → ${build.loadAtEnd.toFixed(1)} | ${build.steps.map((step) => `${step.name} ${seconds(step.ms)}`).join('; ')} |`,
    ),
  );
  return [
    '# Scale bench (`npm run bench -- --scale`)',
    '',
    `Generated ${new Date().toISOString()} on ${os.cpus().length} cores. Budgets: ${budgetsText()}.`,
    '',
    `Load is the machine's one-minute load average (as \`uptime\` prints it) at the start and end of each run: above ${os.cpus().length} other work shared the cores, and the CPU time is the truer cost.`,
    '',
    ...(rows.length ? ['| synthetic posts | build | pages | wall time | CPU time | peak memory | load | steps |', '|---|---|---|---|---|---|---|---|', ...rows, ''] : []),
    ...(ratios ? [`${scaleBudgets.doubled.posts.toLocaleString('en-US')} posts ÷ ${scaleBudgets.build.posts.toLocaleString('en-US')} posts: warm build ${ratios.warm.toFixed(2)} ×, cold build ${ratios.cold.toFixed(2)} ×.`, ''] : []),
    ...devRuns.map(
      (dev) =>
        `Save of one post to reload in \`npm run dev\` with ${postsLabel(dev.posts)} (load ${dev.loadAtStart.toFixed(1)} → ${dev.loadAtEnd.toFixed(1)}): median ${Math.round(median(dev.toReloadMs))} ms to the reload (runs: ${dev.toReloadMs.map(Math.round).join(', ')}), ${Math.round(median(dev.toPageMs))} ms to the changed page served (runs: ${dev.toPageMs.map(Math.round).join(', ')})${dev.cpuMs.length ? `; the dev server's CPU time to the reload: median ${Math.round(median(dev.cpuMs))} ms (runs: ${dev.cpuMs.map(Math.round).join(', ')})` : ''}${dev.residentBytes.length ? `; its resident memory after each save: ${dev.residentBytes.map(megabytes).join(', ')}` : ''}.\n`,
    ),
    '',
    violations.length ? `Broken budgets:\n${violations.map((violation) => `- ${violation}`).join('\n')}` : 'Every budget measured is met.',
    '',
  ].join('\n');
}

/** A copy of the project with `posts` synthetic posts beside its own (0: its own alone), and no cache. */
function projectWith(posts: number): ProjectCopy {
  const project = copyProject(root, { caches: false });
  writeSyntheticPosts(root, path.join(project.dir, 'src', 'content', 'posts'), posts);
  return project;
}

/**
 * Runs the scale bench: the builds with `buildSizes` synthetic posts, the saves with `saveSizes`
 * (0: the site's own posts alone); returns the broken budgets.
 */
export interface ScaleBench {
  /** The report, in Markdown. */
  report: string;
  violations: string[];
}

export async function runScaleBench(buildSizes: readonly number[], saveSizes: readonly number[], saveRuns = 20): Promise<ScaleBench> {
  const results: ScaleResult[] = [];
  const devRuns: SaveToReload[] = [];
  for (const posts of buildSizes) {
    const project = projectWith(posts);
    try {
      const outDir = path.join(project.dir, 'dist');
      const cold = timedBuild(project, outDir);
      const warm = timedBuild(project, outDir);
      results.push({ posts, cold, warm });
      console.log(`${posts} posts: ${warm.pages} pages, cold build ${seconds(cold.durationMs)} (peak ${megabytes(cold.peakMemoryBytes)}), warm build ${seconds(warm.durationMs)} (peak ${megabytes(warm.peakMemoryBytes)})`);
    } finally {
      project.remove();
    }
  }
  for (const posts of saveSizes) {
    const project = projectWith(posts);
    try {
      const dev = await saveToReload(project, posts, saveRuns);
      devRuns.push(dev);
      console.log(`Save to reload with ${postsLabel(posts)}: median ${Math.round(median(dev.toReloadMs))} ms (to the page served ${Math.round(median(dev.toPageMs))} ms)`);
    } finally {
      project.remove();
    }
  }

  const { build, doubled } = scaleBudgets;
  const base = results.find((result) => result.posts === build.posts);
  const ratios = doublingRatios(results);
  const violations = [
    ...(base && base.cold.durationMs > build.coldMs ? [`cold build with ${postsLabel(build.posts)} ${seconds(base.cold.durationMs)} > ${seconds(build.coldMs)}`] : []),
    ...(base && base.warm.durationMs > build.warmMs ? [`warm build with ${postsLabel(build.posts)} ${seconds(base.warm.durationMs)} > ${seconds(build.warmMs)}`] : []),
    ...(base && Math.max(base.cold.peakMemoryBytes, base.warm.peakMemoryBytes) > build.peakMemoryBytes
      ? [`peak memory with ${postsLabel(build.posts)} ${megabytes(Math.max(base.cold.peakMemoryBytes, base.warm.peakMemoryBytes))} > ${megabytes(build.peakMemoryBytes)}`]
      : []),
    ...(ratios && ratios.warm > doubled.ratio ? [`warm build with ${postsLabel(doubled.posts)} ${ratios.warm.toFixed(2)} × the one with ${build.posts.toLocaleString('en-US')} > ${doubled.ratio} ×`] : []),
    ...devRuns.flatMap((dev) => {
      const budget = scaleBudgets.saveToReloadMs[dev.posts];
      return budget !== undefined && median(dev.toReloadMs) > budget ? [`save to reload with ${postsLabel(dev.posts)} ${Math.round(median(dev.toReloadMs))} ms > ${budget} ms`] : [];
    }),
  ];
  const report = markdown(results, devRuns, violations);
  const files = [
    writeRawResult('scale-results.json', `${JSON.stringify({ generatedAt: new Date().toISOString(), budgets: scaleBudgets, results, dev: devRuns, violations }, null, 2)}\n`),
    writeRawResult('SCALE.md', report),
  ];
  console.log(`\nWrote ${files.join(' and ')}.`);
  return { report, violations };
}
