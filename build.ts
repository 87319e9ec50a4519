/**
 * Builds the static site into dist/. Usage: tsx build.ts [--out DIR] [--no-minify]
 * [--host cloudflare|netlify] (whose `_redirects` and `_headers` to write; netlify.toml asks for Netlify's)
 * [--at 2026-12-01T09:00+01:00] (the moment to build the site for,
 * by default now: entries to be published after it are left out; BUILD_AT says the same)
 * A page that throws fails the build with its route and message, and leaves the old dist/ as it was.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(root, 'dist') },
    'no-minify': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    host: { type: 'string', default: 'cloudflare' },
    at: { type: 'string' },
  },
});

// Before the content loads.
if (values.at !== undefined) process.env.BUILD_AT = values.at;

try {
  // Imported here: loading the manifest validates the content, and a bad post must fail like a bad page.
  const { buildSite, formatBuildReport } = await import('./src/build/buildSite.ts');
  const { hosts, isHost } = await import('./src/build/host.ts');
  if (!isHost(values.host)) throw new Error(`--host must be one of ${hosts.join(', ')}, not ${JSON.stringify(values.host)}`);
  const report = await buildSite({
    root,
    outDir: path.resolve(values.out),
    minify: !values['no-minify'],
    host: values.host,
  });
  if (!values.quiet) console.log(formatBuildReport(report));
} catch (error) {
  console.error(`\nBuild failed; the previous dist/ is unchanged.\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
