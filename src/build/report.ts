import type { BuildReport } from './buildSite.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** One line per page (route, HTML gz, JS gz it loads), then totals, like other site builders. */
export function formatBuildReport(report: BuildReport): string {
  const width = Math.max(...report.pages.map((page) => page.path.length), 5);
  const lines = report.pages.map(
    (page) => `  ${page.path.padEnd(width)}  html ${kb(page.htmlGzip).padStart(8)} gz   js ${kb(page.jsGzip).padStart(8)} gz`,
  );
  const entry = report.pages[0]?.entryJsGzip ?? 0;
  return [
    `Built ${report.pages.length} pages:`,
    ...lines,
    `  css ${kb(report.cssGzip)} gz (one stylesheet), entry js ${kb(entry)} gz`,
    `Editor at ${report.admin.path} (Decap CMS ${report.admin.version}, loaded by no public page): js ${kb(report.admin.size.entry.gzip)} gz first, ${kb(report.admin.size.total.gzip)} gz in all`,
    `Steps: ${report.steps.map((step) => `${step.name} ${(step.ms / 1000).toFixed(2)} s`).join(', ')}`,
    `Done in ${(report.durationMs / 1000).toFixed(2)} s, peak memory ${(report.peakMemoryBytes / 2 ** 20).toFixed(0)} MB`,
  ].join('\n');
}
