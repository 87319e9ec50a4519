/**
 * Forwards an analytics event the browser sent to the site's own address on to the collector, as
 * Plausible's Events API needs it to count unique visitors: the visitor's User-Agent and IP
 * (X-Forwarded-For), the body as it came, and nothing else (no cookie). Plain fetch code: it runs
 * in Cloudflare's `_worker.js` (src/server/siteWorker.ts) and in `npm start`'s host alike.
 */
export async function forwardEvent(request: Request, endpoint: string, visitorIp: string | null): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  const headers = new Headers({ 'content-type': request.headers.get('content-type') ?? 'text/plain' });
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers.set('user-agent', userAgent);
  if (visitorIp) headers.set('x-forwarded-for', visitorIp);
  try {
    const answer = await fetch(endpoint, { method: 'POST', headers, body: await request.arrayBuffer() });
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? 'text/plain' } });
  } catch {
    // The collector is down: the visitor's page never waits on it or sees why.
    return new Response(null, { status: 502 });
  }
}
