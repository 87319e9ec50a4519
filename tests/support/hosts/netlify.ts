/**
 * Netlify's own request handling on this machine: `@netlify/dev` with only static files, headers
 * and redirects on (it runs Netlify's redirect engine and header matching over `_redirects` and
 * `_headers`), behind a small HTTP server. Where the emulator departs from what Netlify documents,
 * the server does what the documentation says, and says which page it follows:
 *  - no file and no rule: the emulator answers nothing; Netlify serves `/404.html` with status 404
 *    (Netlify docs, Redirect options, "Custom 404 page handling");
 *  - a rule with status 404 whose target is served: the emulator sends 200; Netlify sends the rule's
 *    status (same page, "HTTP status codes": a 404 rule shows its target with status 404);
 *  - a folder's page asked for without its slash (`/pricing`): the emulator serves the page;
 *    Netlify redirects to `/pricing/` with a 301 (DESIGN.md §3).
 */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { HeadersHandler } from '@netlify/headers';
import { RedirectsHandler } from '@netlify/redirects';
import { StaticHandler } from '@netlify/static';
import type { Runtime } from './runtime.ts';

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * Serves `siteDir` (a Netlify deploy: the built site with Netlify's rule files) as Netlify would.
 * The emulator keeps its scratch files in `siteDir/.netlify`, so give it a folder of its own. It
 * reads `_redirects` only from the folder it is started in, so that folder is the published one,
 * with a netlify.toml saying so: without one it finds the repository's (publish = "dist") above
 * the working directory and looks for dist/ inside the deploy.
 */
export async function startNetlify(siteDir: string): Promise<Runtime> {
  writeFileSync(path.join(siteDir, 'netlify.toml'), '[build]\n  publish = "."\n');
  const log: string[] = [];
  const record = (level: string) => (...parts: unknown[]) => log.push(`${level}: ${parts.map(String).join(' ')}`);
  const logger = { log: record('log'), warn: record('warn'), error: record('error') };
  const off = { enabled: false };
  let dev: NetlifyDev | undefined;
  let origin = '';
  const rules = new RedirectsHandler({ projectDir: siteDir, publicDir: siteDir, configRedirects: [], jwtRoleClaim: '', jwtSecret: '' });
  const files = new StaticHandler({ directory: siteDir });
  const headers = new HeadersHandler({ projectDir: siteDir, configHeaders: [], logger });

  async function answer(request: Request): Promise<Response> {
    const { pathname, search } = new URL(request.url);
    const result = await dev!.handleAndIntrospect(request);
    if (!result) {
      const notFound = await files.match(new Request(new URL('/404.html', request.url)));
      const response = notFound ? await notFound.handle() : new Response('Not found');
      const page = new Response(response.body, { status: 404, headers: response.headers });
      await headers.apply(request, page);
      return page;
    }
    const { response } = result;
    if (response.status !== 200) return response;
    if (!pathname.endsWith('/') && !isFile(path.join(siteDir, pathname)) && isFile(path.join(siteDir, pathname, 'index.html'))) {
      await response.body?.cancel();
      return new Response(null, { status: 301, headers: { location: `${pathname}/${search}` } });
    }
    if (result.type === 'redirect') {
      const rule = await rules.match(request);
      const shadowed = !rule?.force && (await files.match(request)) !== undefined;
      if (rule && !rule.redirect && rule.statusCode && rule.statusCode !== 200 && !shadowed) {
        return new Response(response.body, { status: rule.statusCode, headers: response.headers });
      }
    }
    return response;
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    // What a visitor's browser sends that a rule may pass on (a proxied analytics event: its body and User-Agent).
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(['accept', 'user-agent', 'content-type'].flatMap((name) => (req.headers[name] ? [[name, String(req.headers[name])]] : [])));
    const body = req.method === 'GET' || req.method === 'HEAD' ? {} : { body: Buffer.concat(chunks) };
    const request = new Request(new URL(req.url ?? '/', origin), { method: req.method, headers: { accept: '*/*', ...headers }, ...body });
    answer(request)
      .then(async (response) => {
        const body = Buffer.from(await response.arrayBuffer());
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(body);
      })
      .catch((error: unknown) => {
        log.push(`error: ${error instanceof Error ? error.stack : String(error)}`);
        res.writeHead(500).end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dev = new NetlifyDev({
    projectRoot: siteDir,
    serverAddress: origin,
    skipGitignore: true,
    logger,
    staticFiles: { enabled: true },
    headers: { enabled: true },
    redirects: { enabled: true },
    aiGateway: off,
    blobs: off,
    database: off,
    edgeFunctions: off,
    environmentVariables: off,
    functions: off,
    geolocation: off,
    images: off,
  });
  await dev.start();
  return {
    name: 'netlify',
    origin,
    output: () => log.join('\n'),
    stop: async () => {
      await dev?.stop();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
