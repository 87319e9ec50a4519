/**
 * Where the editor saves: the production backend from the build's environment, and the local one
 * `npm run cms` runs. Kept apart from cmsConfig.ts, which reads every content schema (and with them
 * React, through the icons): the build's host files and the dev server need only these.
 */

/** How the editor signs in where the site is published (README: "Editing the site"). */
export type CmsBackend =
  | { name: 'git-gateway'; branch: string }
  | { name: 'github'; repo: string; branch: string; base_url?: string };

/**
 * The production backend, from the build's environment: Netlify's Git Gateway (with Netlify
 * Identity) by default, or a GitHub repository on any host with `CMS_BACKEND=github CMS_REPO=owner/name`
 * (and `CMS_AUTH_URL`, the OAuth helper's origin, when the site is not on Netlify).
 */
export function backendFromEnv(env: NodeJS.ProcessEnv = process.env): CmsBackend {
  const branch = env.CMS_BRANCH ?? 'main';
  if ((env.CMS_BACKEND ?? 'git-gateway') === 'git-gateway') return { name: 'git-gateway', branch };
  if (env.CMS_BACKEND !== 'github') throw new Error(`CMS_BACKEND must be git-gateway or github, not ${JSON.stringify(env.CMS_BACKEND)}`);
  if (!env.CMS_REPO || !/^[\w.-]+\/[\w.-]+$/.test(env.CMS_REPO)) throw new Error('CMS_BACKEND=github needs CMS_REPO=owner/name');
  return { name: 'github', repo: env.CMS_REPO, branch, ...(env.CMS_AUTH_URL ? { base_url: new URL(env.CMS_AUTH_URL).origin } : {}) };
}

/** Where `npm run cms` runs the local backend (decap-server); the editor uses it when opened on this machine. */
export function localBackendUrl(env: NodeJS.ProcessEnv = process.env): string {
  const port = Number(env.CMS_LOCAL_PORT ?? 8081);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`CMS_LOCAL_PORT must be a port number, not ${JSON.stringify(env.CMS_LOCAL_PORT)}`);
  return `http://127.0.0.1:${port}/api/v1`;
}
