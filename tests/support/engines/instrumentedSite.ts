import { createHash } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStaticServer } from '../../../src/server/staticHost.ts';

/**
 * The built site as `npm start` serves it, seen through a recorder: every HTML page gets, first in
 * its <head>, a script that writes down what a visitor's browser reports as wrong (script errors,
 * failed loads, CSP violations, console errors), and the page's policy allows that one script by
 * its hash and nothing more. Classic WebDriver (WebKit) has no console log, so this is how every
 * engine is asked the same question. The server also lists the requests it gets, to tell what was fetched and by which page.
 */
const recorder = `(()=>{const p=window.__pageProblems=[];const add=(m)=>p.push(String(m));
addEventListener('error',(e)=>{const t=e.target;add(t&&t!==window&&t.tagName?'failed to load '+t.tagName.toLowerCase()+' '+(t.currentSrc||t.src||t.href||''):'error: '+e.message)},true);
addEventListener('unhandledrejection',(e)=>add('unhandled rejection: '+(e.reason&&e.reason.stack||e.reason)));
addEventListener('securitypolicyviolation',(e)=>add('CSP violation: '+e.violatedDirective+' '+e.blockedURI),true);
const error=console.error;console.error=(...args)=>{add('console.error: '+args.join(' '));error.apply(console,args)}})()`;
const recorderHash = `'sha256-${createHash('sha256').update(recorder).digest('base64')}'`;

export interface PageProblemsWindow {
  __pageProblems?: string[];
}

export interface InstrumentedSite {
  readonly origin: string;
  /** Responses of 400 and above to anything but a page (scripts, styles, fonts, images…). */
  readonly failedAssets: string[];
  /** The requests that reached the server for a path (query left out), with the page that made each. */
  requestsFor(pathname: string): { referer: string | undefined }[];
  /** Pages served without the loader of their script, as to a visitor who taps before it starts. */
  readonly withoutPageScript: Set<string>;
  close(): Promise<void>;
}

const allowRecorder = (policy: string) => policy.replace(/script-src /, `script-src ${recorderHash} `);

/** The inline module that imports the page's script (src/components/Document.tsx). */
const pageScriptLoader = /<script type="module">[^<]*import\([^<]*<\/script>/;

export async function serveInstrumented(distDir: string): Promise<InstrumentedSite> {
  const upstream = await startStaticServer(distDir, 0);
  const upstreamPort = (upstream.address() as AddressInfo).port;
  const failedAssets: string[] = [];
  const requests: { pathname: string; referer: string | undefined }[] = [];
  const withoutPageScript = new Set<string>();

  const proxy: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    requests.push({ pathname, referer: req.headers.referer });
    const headers: IncomingHttpHeaders = { ...req.headers, 'accept-encoding': 'identity' };
    const forward = request({ host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers }, (answer) => {
      const status = answer.statusCode ?? 502;
      const type = String(answer.headers['content-type'] ?? '');
      if (status >= 400 && !type.startsWith('text/html')) failedAssets.push(`${status} ${pathname}`);
      const outHeaders = { ...answer.headers };
      if (!type.startsWith('text/html')) {
        res.writeHead(status, outHeaders);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        let html = Buffer.concat(chunks).toString('utf8');
        if (withoutPageScript.has(pathname)) html = html.replace(pageScriptLoader, '');
        html = html
          .replace(/<head([^>]*)>/, `<head$1><script>${recorder}</script>`)
          .replace(/(<meta http-equiv="Content-Security-Policy" content=")([^"]*)/, (_, start: string, policy: string) => start + allowRecorder(policy));
        const policy = outHeaders['content-security-policy'];
        if (typeof policy === 'string') outHeaders['content-security-policy'] = allowRecorder(policy);
        delete outHeaders['content-length'];
        res.writeHead(status, outHeaders);
        res.end(html);
      });
    });
    forward.on('error', (error) => {
      res.statusCode = 502;
      res.end(String(error));
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  return {
    origin: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    failedAssets,
    requestsFor: (pathname) => requests.filter((request) => request.pathname === pathname).map(({ referer }) => ({ referer })),
    withoutPageScript,
    async close() {
      await Promise.all([proxy, upstream].map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
