/**
 * `_headers` for Netlify / Cloudflare Pages (and `npm start`): a Content-Security-Policy that
 * allows only what the built pages use, the usual hardening headers, immutable hashed assets and
 * revalidated HTML.
 */
import { createHash } from 'node:crypto';
import { adminPath } from '../admin/adminPath.ts';
import { backendFromEnv, localBackendUrl, type CmsBackend } from '../admin/cmsBackend.ts';
import { site } from '../site.ts';
import type { Host } from './host.ts';

export interface HeaderRule {
  pattern: string;
  /** Headers set by earlier matching rules that this one removes first (Cloudflare Pages' `! Name`). */
  detach?: string[];
  headers: Record<string, string>;
}

/** What the built pages carry inline, found by `inlineSources`. */
export interface InlineSources {
  /** CSP hash sources of executable inline `<script>` elements. */
  scripts: string[];
  /** Of inline `<style>` elements, including ones scripts insert at run time. */
  styles: string[];
  /** Of `style="…"` attribute values. */
  styleAttributes: string[];
  /** Whether any page or stylesheet uses a `data:` image. */
  dataImages: boolean;
}

/** `'sha256-…'` CSP source of a text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const nonExecutableTypes = /^(application\/(ld\+)?json|text\/plain)$/i;

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/**
 * Scans built HTML (and CSS) for inline code the CSP must allow by hash. JSON data scripts are not
 * executed, so the CSP does not govern them. `runtimeStyles` and `runtimeScripts` are `<style>` and
 * `<script>` texts that client code inserts after load.
 */
export function inlineSources(html: Iterable<string>, css: Iterable<string> = [], runtimeStyles: Iterable<string> = [], runtimeScripts: Iterable<string> = []): InlineSources {
  const scripts = [...runtimeScripts].map(hashSource);
  const styles = [...runtimeStyles].map(hashSource);
  const styleAttributes: string[] = [];
  let dataImages = false;
  for (const page of html) {
    for (const [, attributes = '', body = ''] of page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const type = /\btype="([^"]*)"/i.exec(attributes)?.[1] ?? '';
      if (/(?:^|\s)src\s*=/i.test(attributes) || nonExecutableTypes.test(type) || !body) continue;
      scripts.push(hashSource(body));
    }
    for (const [, body = ''] of page.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.push(hashSource(body));
    for (const [, value = ''] of page.matchAll(/<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g)) styleAttributes.push(hashSource(decodeAttribute(value)));
    if (/\ssrc(set)?="data:image\//i.test(page) || /url\(\s*['"]?data:image\//i.test(page)) dataImages = true;
  }
  for (const sheet of css) if (/url\(\s*['"]?data:image\//i.test(sheet)) dataImages = true;
  return { scripts: sorted(scripts), styles: sorted(styles), styleAttributes: sorted(styleAttributes), dataImages };
}

/** What several scans found together: the pages, each scanned as it renders, add up to the whole site's. */
export function mergeInlineSources(parts: Iterable<InlineSources>): InlineSources {
  const all: InlineSources = { scripts: [], styles: [], styleAttributes: [], dataImages: false };
  for (const part of parts) {
    all.scripts.push(...part.scripts);
    all.styles.push(...part.styles);
    all.styleAttributes.push(...part.styleAttributes);
    all.dataImages ||= part.dataImages;
  }
  return { scripts: sorted(all.scripts), styles: sorted(all.styles), styleAttributes: sorted(all.styleAttributes), dataImages: all.dataImages };
}

/** A policy's text from its directives, closed by those every policy of the site ends with: no plugins, no other base, forms and framing of our own only. */
function policyText(directives: readonly [string, string[]][]): string {
  const closing: [string, string[]][] = [
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return [...directives, ...closing].map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The policy: own origin only, the scheduler in frames, inline code only by hash. */
export function contentSecurityPolicy(sources: InlineSources): string {
  return policyText([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...sources.scripts]],
    ['style-src', ["'self'", ...sources.styles]],
    ...(sources.styleAttributes.length ? [['style-src-attr', ["'unsafe-hashes'", ...sources.styleAttributes]] as [string, string[]]] : []),
    ['img-src', ["'self'", ...(sources.dataImages ? ['data:'] : [])]],
    ['font-src', ["'self'"]],
    // Analytics, when on, go to the site's own address, which the host forwards (redirects.ts).
    ['connect-src', ["'self'"]],
    ['frame-src', [new URL(site.scheduler.url).origin]],
  ]);
}

/**
 * The editor's policy: its bundle from our own origin, no inline or injected scripts, but inline
 * styles (its components are styled at run time, emotion-style), images from uploads (blob:,
 * data:), and connections only to uploads held in memory and to the backend that stores the files:
 * GitHub's API for the GitHub backend, our own origin for Netlify's Git Gateway, and the local
 * decap-server only in the build `npm run cms` makes for the owner's machine.
 */
export function adminContentSecurityPolicy({ backend, localBackendUrl }: { backend: CmsBackend; localBackendUrl?: string }): string {
  const github = backend.name === 'github';
  return policyText([
    ['default-src', ["'self'"]],
    // Decap validates its config with AJV, which compiles validators with new Function().
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(github ? ['https://avatars.githubusercontent.com'] : [])]],
    ['font-src', ["'self'"]],
    // The preview pane draws the booking and contact pages, which embed the scheduler.
    ['frame-src', ["'self'", site.scheduler.origin]],
    // blob: is how it reads back an upload it holds before saving (found by running it under this policy).
    ['connect-src', ["'self'", 'blob:', ...(localBackendUrl ? [new URL(localBackendUrl).origin] : []), ...(github ? ['https://api.github.com'] : [])]],
  ]);
}

/**
 * The editor's area as the build's environment configures it. Only `npm run cms`, which names the
 * local backend's port (CMS_LOCAL_PORT), builds the editor for this machine.
 */
export function adminArea(env: NodeJS.ProcessEnv = process.env): AdminArea {
  const localBackend = env.CMS_LOCAL_PORT === undefined ? {} : { localBackendUrl: localBackendUrl(env) };
  return { contentSecurityPolicy: adminContentSecurityPolicy({ backend: backendFromEnv(env), ...localBackend }) };
}

/** Features the site never uses, switched off for it and anything it embeds. */
const disabledFeatures = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb'];

/**
 * URL patterns covering every page, few enough for Cloudflare Pages' 100 rules however many posts
 * there are: `/` itself, a file route as it is, and a folder route by its top folder (`/blog/*`
 * covers every post). Only `/assets/` holds files that must not revalidate, and no page lives there.
 */
export function pagePatterns(pagePaths: readonly string[]): string[] {
  const patterns = pagePaths.map((pagePath) => {
    if (pagePath === '/' || !pagePath.endsWith('/')) return pagePath;
    return `/${pagePath.split('/')[1]}/*`;
  });
  const folders = patterns.filter((pattern) => pattern.endsWith('*'));
  // A file inside a covered folder (`/blog/404.html`) needs no rule of its own: two would join values.
  const unique = [...new Set(patterns)].filter(
    (pattern) => pattern.endsWith('*') || !folders.some((folder) => pattern.startsWith(folder.slice(0, -1))),
  );
  const clash = unique.find((pattern) => pattern.startsWith('/assets/'));
  if (clash) throw new Error(`A page under /assets/ (${clash}) would take the immutable asset cache policy`);
  return unique;
}

/** Directives a `<meta>` policy may not carry (the browser ignores them there, with a console error). */
const headerOnlyDirectives = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/**
 * The public policy as a `<meta http-equiv>` tag, put first in the head of the site-wide 404 page,
 * so an unknown URL keeps the policy on a host that serves 404.html without our `_headers` rules
 * (hosts know no "everything but the editor" pattern to hang it on).
 */
export function withMetaPolicy(html: string, policy: string): string {
  const directives = policy.split('; ').filter((directive) => !headerOnlyDirectives.has(directive.split(' ')[0] ?? ''));
  const tag = `<meta http-equiv="Content-Security-Policy" content="${directives.join('; ')}"/>`;
  const charset = '<meta charSet="utf-8"/>';
  if (!html.includes(charset)) throw new Error('The 404 page has no charset declaration to put its policy after');
  return html.replace(charset, `${charset}${tag}`);
}

/** The editor's area (/admin/): its own policy, which must be the only one its responses carry. */
export interface AdminArea {
  contentSecurityPolicy: string;
}

const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';

/**
 * Every response gets the hardening headers and the public policy from `/*`: hosts match rules
 * against the URL asked for, so `/*` is the only rule an unknown URL (answered by a 404.html)
 * matches. Pages revalidate, hashed assets are cached for good. The editor's rule comes last and
 * sets its own policy, which must replace the public one, not join it (two policies would both
 * apply): Netlify gives a URL the value of the last matching rule that sets a header (as its own
 * `@netlify/headers` does), while Cloudflare Pages joins the values of every matching rule unless a
 * rule detaches the earlier value first (`! Name`, which Netlify does not know).
 */
export function headerRules(sources: InlineSources, pagePaths: readonly string[], admin: AdminArea, host: Host): HeaderRule[] {
  const pages = pagePatterns(pagePaths);
  const publicHeaders = { 'Content-Security-Policy': contentSecurityPolicy(sources), 'Cross-Origin-Opener-Policy': 'same-origin' };
  return [
    {
      pattern: '/*',
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': disabledFeatures.map((feature) => `${feature}=()`).join(', '),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
        ...publicHeaders,
      },
    },
    ...[...new Set(['/', ...pages])].map((pattern) => ({ pattern, headers: { 'Cache-Control': revalidate } })),
    { pattern: '/assets/*', headers: { 'Cache-Control': immutable } },
    {
      pattern: `${adminPath}*`,
      ...(host === 'cloudflare' ? { detach: Object.keys(publicHeaders) } : {}),
      headers: {
        'Content-Security-Policy': admin.contentSecurityPolicy,
        // Signing in with GitHub happens in a popup that reports back to this window.
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
        'X-Robots-Tag': 'noindex, nofollow',
        'Cache-Control': revalidate,
      },
    },
  ];
}

export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) => [rule.pattern, ...(rule.detach ?? []).map((name) => `  ! ${name}`), ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n');
}
