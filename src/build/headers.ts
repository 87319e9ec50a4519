/**
 * `_headers` for Netlify / Cloudflare Pages (and `npm start`): hashed assets are immutable,
 * everything else revalidates.
 */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

export function headerRules(): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cache-Control': 'public, max-age=0, must-revalidate',
      },
    },
    {
      pattern: '/assets/*',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    },
  ];
}

export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) => [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n');
}
