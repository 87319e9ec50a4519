/**
 * The whole answer a visitor or crawler gets for a URL, as the host suite compares it: status,
 * where a redirect points, the policy and security headers, caching, and which page or file came
 * back (a page by its <title>, any other file by a hash of its bytes).
 */
import { createHash } from 'node:crypto';

export interface Answer {
  status: number;
  /** The redirect's target as a path on the same site (hosts write it relative or absolute). */
  location: string | null;
  /** The <title> of an HTML answer, or `sha256:…` of any other body. */
  body: string;
  headers: Record<(typeof comparedHeaders)[number], string | null>;
}

/** Every header the hosts are asked to agree on. */
export const comparedHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
  'x-robots-tag',
  'cache-control',
] as const;

export const bytesHash = (bytes: Uint8Array) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
export const pageTitle = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity]!) ?? null;

export async function askFor(origin: string, pathname: string): Promise<Answer> {
  const url = new URL(pathname, origin);
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isHtml = /^text\/html/.test(response.headers.get('content-type') ?? '');
  const location = response.headers.get('location');
  const target = location === null ? null : new URL(location, url);
  return {
    status: response.status,
    location: target === null ? null : target.origin === url.origin ? `${target.pathname}${target.search}${target.hash}` : target.href,
    body: isHtml ? (pageTitle(new TextDecoder().decode(bytes)) ?? 'an HTML page without a title') : bytesHash(bytes),
    headers: Object.fromEntries(comparedHeaders.map((name) => [name, response.headers.get(name)])) as Answer['headers'],
  };
}
