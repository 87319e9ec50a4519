/** The hosts the build writes `_redirects` and `_headers` for (hostFiles.ts). */
export const hosts = ['cloudflare', 'netlify'] as const;
export type Host = (typeof hosts)[number];

export function isHost(name: string): name is Host {
  return (hosts as readonly string[]).includes(name);
}
