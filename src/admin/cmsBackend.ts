/**
 * Where the editor saves: the production backend from the build's environment, and the local one
 * `npm run cms` runs. Kept apart from cmsConfig.ts, which reads every content schema (and with them
 * React, through the icons): the build's host files and the dev server need only these.
 */
import type { Host } from '../build/host.ts';
import { signInPaths } from '../server/githubSignIn.ts';
import { siteUrl } from '../site.ts';

/** How the editor signs in where the site is published (docs/editor-in-production.md). */
export type CmsBackend =
  | { name: 'git-gateway'; branch: string }
  /** No `repo` when the build could not tell which repository holds the site (signInProblem). */
  | { name: 'github'; repo?: string; branch: string; base_url?: string; auth_endpoint?: string };

const repoName = /^[\w.-]+\/[\w.-]+$/;

/** `owner/name` of a GitHub address as Netlify's build names its repository (`https://github.com/owner/name`, or the SSH form). */
function gitHubRepoOf(address: string | undefined): string | undefined {
  return /^(?:https:\/\/|git@)github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(address ?? '')?.[1];
}

/**
 * The production backend, from the build's environment and the host it is built for. GitHub by
 * default, with the editorial workflow: the repository is `CMS_REPO=owner/name`, or the one
 * Netlify's build names (REPOSITORY_URL). The owner signs in on Netlify through Netlify's OAuth
 * provider (Decap's default), on Cloudflare Pages through the site's own worker
 * (src/server/githubSignIn.ts), or anywhere through another helper at `CMS_AUTH_URL`.
 * `CMS_BACKEND=git-gateway` keeps Netlify's Git Gateway (with Netlify Identity).
 */
export function backendFromEnv(env: NodeJS.ProcessEnv = process.env, host: Host = 'cloudflare'): CmsBackend {
  const branch = env.CMS_BRANCH ?? 'main';
  const name = env.CMS_BACKEND ?? 'github';
  if (name === 'git-gateway') return { name, branch };
  if (name !== 'github') throw new Error(`CMS_BACKEND must be github or git-gateway, not ${JSON.stringify(name)}`);
  if (env.CMS_REPO !== undefined && !repoName.test(env.CMS_REPO)) throw new Error(`CMS_REPO must name a GitHub repository as owner/name, not ${JSON.stringify(env.CMS_REPO)}`);
  const repo = env.CMS_REPO ?? gitHubRepoOf(env.REPOSITORY_URL);
  const signIn = env.CMS_AUTH_URL
    ? { base_url: new URL(env.CMS_AUTH_URL).origin }
    : host === 'cloudflare'
      ? { base_url: new URL(env.SITE_URL ?? siteUrl).origin, auth_endpoint: signInPaths.start.slice(1) }
      : {};
  return { name, ...(repo ? { repo } : {}), branch, ...signIn };
}

/** Whether the site's own worker signs the owner in to GitHub (Cloudflare Pages without another helper). */
export function signsInThroughSite(backend: CmsBackend): boolean {
  return backend.name === 'github' && backend.auth_endpoint === signInPaths.start.slice(1);
}

/** Why the owner cannot sign in to the editor where the site is published, in their words; null when they can, or when the editor is built for `npm run cms`'s local backend. */
export function signInProblem(backend: CmsBackend, env: NodeJS.ProcessEnv = process.env): string | null {
  if (backend.name !== 'github' || backend.repo || env.CMS_LOCAL_PORT !== undefined) return null;
  return 'Signing in to the editor is not set up yet: the site was built without knowing which GitHub repository holds it. In the host’s settings, add the environment variable CMS_REPO with the repository’s owner and name (for example hale-growth/website), then deploy the site again.';
}

/** Where `npm run cms` runs the local backend (decap-server); the editor uses it when opened on this machine. */
export function localBackendUrl(env: NodeJS.ProcessEnv = process.env): string {
  const port = Number(env.CMS_LOCAL_PORT ?? 8081);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`CMS_LOCAL_PORT must be a port number, not ${JSON.stringify(env.CMS_LOCAL_PORT)}`);
  return `http://127.0.0.1:${port}/api/v1`;
}
