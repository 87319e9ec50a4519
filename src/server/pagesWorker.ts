/**
 * Cloudflare Pages' advanced mode as `npm start` runs it: when the published folder holds
 * `_worker.js` and `_routes.json`, the paths `_routes.json` includes (and does not exclude) are
 * answered by the worker's `fetch`, given the visitor's IP in CF-Connecting-IP as Cloudflare gives
 * it, and the environment's variables as the project's (the GitHub OAuth app's id and secret); every
 * other path is served from the files. The worker is loaded once per host (a rebuild makes a new
 * host, and the file's time in its address loads the new one).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { patternMatches } from './hostRules.ts';

interface PagesWorkerModule {
  default: { fetch(request: Request, env: Record<string, string | undefined>): Promise<Response> };
}

export function pagesWorker(distDir: string, env: Record<string, string | undefined> = process.env): { takes(pathname: string): boolean; answer(request: Request, visitorIp: string | null): Promise<Response> } | null {
  const workerFile = path.join(distDir, '_worker.js');
  const routesFile = path.join(distDir, '_routes.json');
  if (!existsSync(workerFile) || !existsSync(routesFile)) return null;
  const { include = [], exclude = [] } = JSON.parse(readFileSync(routesFile, 'utf8')) as { include?: string[]; exclude?: string[] };
  let loaded: Promise<PagesWorkerModule> | undefined;
  return {
    takes: (pathname) => include.some((rule) => patternMatches(rule, pathname)) && !exclude.some((rule) => patternMatches(rule, pathname)),
    async answer(request, visitorIp) {
      loaded ??= import(`${pathToFileURL(workerFile).href}?t=${statSync(workerFile).mtimeMs}`) as Promise<PagesWorkerModule>;
      const headers = new Headers(request.headers);
      headers.delete('cf-connecting-ip');
      if (visitorIp) headers.set('cf-connecting-ip', visitorIp);
      return (await loaded).default.fetch(new Request(request, { headers }), env);
    },
  };
}
