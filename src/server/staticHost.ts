import compression from 'compression';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup as contentType } from 'mrmime';
import { acceptsBrotli, createBrotliHtmlCache } from './brotliHtml.ts';
import { forwardEvent } from './forwardEvent.ts';
import { headersFor, matchRedirect, parseHeaders, parseRedirects, type HeaderBlock, type RedirectRule } from './hostRules.ts';
import { pagesWorker } from './pagesWorker.ts';

export interface StaticHostOptions {
  /** Extra HTML injected before `</body>` (the dev server's reload script). */
  injectHtml?: string;
  /** A path prefix whose pages get no injected HTML (the editor, which must not reload while the owner types). */
  noInjectUnder?: string;
  /** The variables `_worker.js` is given, as Cloudflare gives it the project's; this process's environment by default. */
  workerEnv?: Record<string, string | undefined>;
}

/**
 * Serves a built site the way Netlify and Cloudflare Pages do: redirects and forced `_redirects`
 * rules first (Cloudflare applies every redirect before files, Netlify forced ones, and the build
 * forces them for it), `/route` → 301 → `/route/`, files, then other rules (Netlify's 404 rules),
 * then the nearest `404.html` with status 404 (Cloudflare's own behaviour); `_headers` of the URL
 * asked for on every response; gzip/brotli compression (HTML at Brotli's best, cached). Analytics
 * events reach the endpoint as on each host: a rule with status 200 to another site forwards them
 * there (Netlify's proxy; only the events' POST is forwarded), and the paths `_routes.json` names go
 * to `_worker.js` (Cloudflare Pages).
 */
export function createStaticHost(distDir: string, options: StaticHostOptions = {}) {
  const read = (name: string) => (existsSync(path.join(distDir, name)) ? readFileSync(path.join(distDir, name), 'utf8') : '');
  const redirects: RedirectRule[] = parseRedirects(read('_redirects'));
  const headerBlocks: HeaderBlock[] = parseHeaders(read('_headers'));
  const compress = compression();
  const brotliHtml = createBrotliHtmlCache();
  const worker = pagesWorker(distDir, options.workerEnv);

  const isFile = (pathname: string) => {
    const file = path.join(distDir, pathname);
    return file.startsWith(distDir) && existsSync(file) && statSync(file).isFile();
  };
  const fileFor = (pathname: string): string | null => {
    if (pathname.endsWith('/')) return isFile(`${pathname}index.html`) ? `${pathname}index.html` : null;
    return isFile(pathname) ? pathname : null;
  };

  const applyHeaders = (res: ServerResponse, pathname: string) => {
    for (const [name, value] of headersFor(headerBlocks, pathname)) res.setHeader(name, value);
  };

  /**
   * Answers with a file read whole at once (the site's files are small), false when it cannot be read:
   * a rebuild's swap may move `dist/` away at any moment, and a read left for later (a stream) would
   * fail where nothing answers for it.
   */
  const send = (req: IncomingMessage, res: ServerResponse, status: number, file: string, pathname: string): boolean => {
    let body: Buffer;
    try {
      body = readFileSync(path.join(distDir, file));
    } catch {
      return false;
    }
    applyHeaders(res, pathname);
    res.statusCode = status;
    if (!file.endsWith('.html')) {
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      res.setHeader('ETag', etag);
      res.setHeader('Content-Type', contentType(file) ?? 'application/octet-stream');
      if (req.headers['if-none-match'] === etag) res.statusCode = 304;
      res.end(res.statusCode === 304 ? undefined : body);
      return true;
    }
    let html = body.toString('utf8');
    if (options.injectHtml && !(options.noInjectUnder && pathname.startsWith(options.noInjectUnder))) html = html.replace('</body>', `${options.injectHtml}</body>`);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    if (!acceptsBrotli(req.headers['accept-encoding'])) {
      res.end(html);
      return true;
    }
    // Already encoded: the compression middleware leaves it alone.
    const encoded = brotliHtml(file, html);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', encoded.length);
    res.end(encoded);
    return true;
  };

  const redirect = (res: ServerResponse, status: number, location: string) => {
    res.statusCode = status;
    res.setHeader('Location', location);
    res.end();
  };

  const nearest404 = (pathname: string): string | null => {
    let dir = pathname.endsWith('/') ? pathname : path.posix.dirname(pathname);
    for (;;) {
      const candidate = path.posix.join(dir, '404.html');
      if (isFile(candidate)) return candidate;
      if (dir === '/' || dir === '.') return null;
      dir = path.posix.dirname(dir.replace(/\/$/, '')) ;
    }
  };

  const beforeFiles = (rule: RedirectRule) => rule.force || (rule.status >= 300 && rule.status < 400);

  /** Applies a matching rule of those that come before files (or after them); returns true when it answered the request. */
  const applyRule = (req: IncomingMessage, res: ServerResponse, pathname: string, search: string, before: boolean) => {
    for (const rule of redirects) {
      if (beforeFiles(rule) !== before) continue;
      const target = matchRedirect(rule, pathname);
      if (target === null) continue;
      if (rule.status >= 300 && rule.status < 400) {
        redirect(res, rule.status, `${target}${search}`);
        return true;
      }
      if (/^https?:\/\//.test(target)) {
        // Netlify's proxy names the visitor's IP to the site it forwards to.
        void answerWith(req, res, (request) => forwardEvent(request, `${target}${search}`, req.socket.remoteAddress ?? null));
        return true;
      }
      const file = fileFor(target);
      if (file && send(req, res, rule.status, file, pathname)) return true;
    }
    return false;
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    if (worker?.takes(new URL(req.url ?? '/', 'http://localhost').pathname)) {
      void answerWith(req, res, (request) => worker.answer(request, req.socket.remoteAddress ?? null));
      return;
    }
    compress(req as never, res as never, () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const decoded = decodePath(url.pathname);
      if (decoded === null) {
        res.statusCode = 400;
        return res.end('Bad request');
      }
      const pathname = decoded;
      if (/\/_(redirects|headers|worker\.js|routes\.json)$/.test(pathname)) return sendNotFound();
      if (applyRule(req, res, pathname, url.search, true)) return;
      if (!pathname.endsWith('/') && !path.posix.extname(pathname) && isFile(`${pathname}/index.html`)) {
        return redirect(res, 301, `${pathname}/${url.search}`);
      }
      const file = fileFor(pathname);
      if (file && send(req, res, 200, file, pathname)) return;
      if (applyRule(req, res, pathname, url.search, false)) return;
      return sendNotFound();

      function sendNotFound() {
        const notFound = nearest404(pathname);
        if (notFound && send(req, res, 404, notFound, pathname)) return;
        res.statusCode = 404;
        res.end('Not found');
      }
    });
  };
}

/** Answers a Node request with what `respond` makes of it as a fetch Request (a 502 when that throws). */
async function answerWith(req: IncomingMessage, res: ServerResponse, respond: (request: Request) => Promise<Response>): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // The address as the visitor asked for it: the sign-in names its callback by the site's own origin.
  const origin = URL.canParse(`http://${req.headers.host}`) ? `http://${req.headers.host}` : 'http://localhost';
  const response = await respond(new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, ...(hasBody ? { body: Buffer.concat(chunks) } : {}) })).catch(() => new Response(null, { status: 502 }));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** The decoded URL path, or null for a malformed escape such as `/%E0%A4%A` (which would throw). */
function decodePath(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

export function startStaticServer(distDir: string, port: number, options: StaticHostOptions = {}): Promise<Server> {
  const server = createServer(createStaticHost(distDir, options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
