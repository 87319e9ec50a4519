/**
 * Builds the site once in a fresh process, as `npm run build` would, and prints the build report
 * as JSON on the last line of stdout. Usage: tsx bench/timedBuild.ts OUT_DIR
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../src/build/buildSite.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.argv[2];
if (!outDir) throw new Error('usage: tsx bench/timedBuild.ts OUT_DIR');
const report = await buildSite({ root, outDir: path.resolve(outDir) });
// The process's CPU time covers sharp's threads; esbuild's own process is not in it.
const cpu = process.cpuUsage();
console.log(JSON.stringify({ durationMs: report.durationMs, cpuMs: (cpu.user + cpu.system) / 1000, pages: report.pages.length, peakMemoryBytes: report.peakMemoryBytes, steps: report.steps }));
