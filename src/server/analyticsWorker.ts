/**
 * Cloudflare Pages' `_worker.js` when analytics are on (src/build/analyticsForwarding.ts writes it
 * with the owner's endpoint): `_routes.json` hands it only the analytics path, every other request
 * is served from the files with `_redirects` and `_headers` as before. Cloudflare names the
 * visitor's IP in CF-Connecting-IP.
 */
import { forwardEvent } from './forwardEvent.ts';

declare const ANALYTICS_ENDPOINT: string;

export default {
  fetch: (request: Request) => forwardEvent(request, ANALYTICS_ENDPOINT, request.headers.get('cf-connecting-ip')),
};
