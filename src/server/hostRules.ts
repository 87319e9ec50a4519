/**
 * Parsers and matchers for the Netlify / Cloudflare Pages `_redirects` and `_headers` files, so
 * `npm start` serves `dist/` exactly as those hosts will.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** `!`: applies even where a file exists at `from`. */
  force: boolean;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', statusToken = '301'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(statusToken, 10), force: statusToken.endsWith('!') };
    });
}

/** The target of `rule` for `pathname`, with `*` / `:splat` substituted, or null when it does not match. */
export function matchRedirect(rule: RedirectRule, pathname: string): string | null {
  if (!patternMatches(rule.from, pathname)) return null;
  return rule.from.endsWith('*') ? rule.to.replace(':splat', pathname.slice(rule.from.length - 1)) : rule.to;
}

export interface HeaderBlock {
  pattern: string;
  /** `! Name` lines: headers set by earlier matching blocks that this one removes (Cloudflare Pages). */
  detach: string[];
  headers: [string, string][];
}

export function parseHeaders(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ pattern: line.trim(), detach: [], headers: [] });
      continue;
    }
    const current = blocks[blocks.length - 1];
    const detached = /^\s*!\s*(\S+)\s*$/.exec(line)?.[1];
    if (current && detached) current.detach.push(detached);
    const separator = line.indexOf(':');
    if (current && !detached && separator > 0) current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return blocks;
}

/** Whether a rule's pattern (`/api/event`, or `/blog/*` for a folder) takes `pathname`, as both hosts match `_headers` and `_routes.json`. */
export function patternMatches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;
}

/**
 * Headers for `pathname`: every matching block applies in order, removing what it detaches, and a
 * header set by two of them carries both values joined by a comma, as Cloudflare Pages documents it
 * (so a second policy shows).
 */
export function headersFor(blocks: readonly HeaderBlock[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const block of blocks) {
    if (!patternMatches(block.pattern, pathname)) continue;
    for (const name of block.detach) result.delete(name.toLowerCase());
    for (const [name, value] of block.headers) {
      const key = name.toLowerCase();
      const earlier = result.get(key);
      result.set(key, earlier === undefined ? value : `${earlier}, ${value}`);
    }
  }
  return result;
}
