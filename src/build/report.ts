import type { BuildReport } from './buildSite.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** One line per page (route, size of its HTML), then the editor, each step's time and the peak memory. */
export function formatBuildReport(report: BuildReport): string {
  const width = Math.max(...report.pages.map((page) => page.path.length), 5);
  return [
    `Built ${report.pages.length} pages:`,
    ...report.pages.map((page) => `  ${page.path.padEnd(width)}  html ${kb(page.bytes).padStart(8)}`),
    `Editor at ${report.admin.path} (Decap CMS ${report.admin.version}, loaded by no public page)`,
    ...(report.admin.signInProblem ? [`  Warning: ${report.admin.signInProblem}`] : []),
    `Steps: ${report.steps.map((step) => `${step.name} ${(step.ms / 1000).toFixed(2)} s`).join(', ')}`,
    `Done in ${(report.durationMs / 1000).toFixed(2)} s, peak memory ${(report.peakMemoryBytes / 2 ** 20).toFixed(0)} MB`,
  ].join('\n');
}
