/**
 * Where the editor saves and how the owner signs in, as the build's environment and host decide it
 * (src/admin/cmsBackend.ts): GitHub by default, its repository named by the owner or by the host,
 * the sign-in at the site itself on Cloudflare Pages and through Netlify's provider on Netlify, and a
 * clear word to the owner, not a failed build, when the repository is unknown.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backendFromEnv, localBackendUrl, signInProblem, signsInThroughSite } from '../../../src/admin/cmsBackend.ts';
import { siteUrl } from '../../../src/site.ts';

describe("the editor's backend", () => {
  it('is GitHub by default, signing in at the site itself on Cloudflare Pages (the build’s default host) and through Netlify’s provider on Netlify', () => {
    const cloudflare = backendFromEnv({ CMS_REPO: 'hale-growth/website' });
    assert.deepEqual(cloudflare, { name: 'github', repo: 'hale-growth/website', branch: 'main', base_url: new URL(siteUrl).origin, auth_endpoint: 'auth/github' });
    assert.ok(signsInThroughSite(cloudflare));
    assert.deepEqual(backendFromEnv({ CMS_REPO: 'hale-growth/website', SITE_URL: 'https://www.halegrowth.com/' }, 'cloudflare'), { ...cloudflare, base_url: 'https://www.halegrowth.com' }, "the site's own origin, where its worker answers");
    const netlify = backendFromEnv({ CMS_REPO: 'hale-growth/website' }, 'netlify');
    assert.deepEqual(netlify, { name: 'github', repo: 'hale-growth/website', branch: 'main' }, "no base_url: Decap's default is Netlify's OAuth provider");
    assert.ok(!signsInThroughSite(netlify));
    assert.equal(backendFromEnv({ CMS_REPO: 'hale-growth/website', CMS_BRANCH: 'production' }).branch, 'production');
  });

  it("takes the repository Netlify's build names when the owner names none, and the owner's name over it", () => {
    for (const address of ['https://github.com/hale-growth/website', 'https://github.com/hale-growth/website.git', 'git@github.com:hale-growth/website.git']) {
      assert.deepEqual(backendFromEnv({ REPOSITORY_URL: address }, 'netlify'), { name: 'github', repo: 'hale-growth/website', branch: 'main' }, address);
    }
    assert.deepEqual(backendFromEnv({ REPOSITORY_URL: 'https://github.com/hale-growth/website', CMS_REPO: 'hale-growth/site-fork' }, 'netlify'), { name: 'github', repo: 'hale-growth/site-fork', branch: 'main' });
    assert.deepEqual(backendFromEnv({ REPOSITORY_URL: 'https://gitlab.com/hale-growth/website' }, 'netlify'), { name: 'github', branch: 'main' }, 'a repository elsewhere is no GitHub repository');
  });

  it('signs in through another helper anywhere when CMS_AUTH_URL names one, and keeps the Git Gateway when CMS_BACKEND asks for it', () => {
    const helper = backendFromEnv({ CMS_REPO: 'hale/site', CMS_AUTH_URL: 'https://auth.example.com/path' });
    assert.deepEqual(helper, { name: 'github', repo: 'hale/site', branch: 'main', base_url: 'https://auth.example.com' });
    assert.ok(!signsInThroughSite(helper), 'the site writes no sign-in of its own');
    const gateway = backendFromEnv({ CMS_BACKEND: 'git-gateway' });
    assert.deepEqual(gateway, { name: 'git-gateway', branch: 'main' });
    assert.ok(!signsInThroughSite(gateway));
    assert.equal(signInProblem(gateway), null);
  });

  it('builds without a repository it cannot know (a fresh clone), and then tells whoever opens the editor in production what to set, in words', () => {
    const unknown = backendFromEnv({});
    assert.deepEqual(unknown, { name: 'github', branch: 'main', base_url: new URL(siteUrl).origin, auth_endpoint: 'auth/github' });
    assert.match(signInProblem(unknown) ?? '', /^Signing in to the editor is not set up yet: the site was built without knowing which GitHub repository holds it\. In the host’s settings, add the environment variable CMS_REPO/);
    assert.equal(signInProblem(unknown, { CMS_LOCAL_PORT: '8081' }), null, 'npm run cms signs in to its local backend, which needs none');
    assert.equal(signInProblem(backendFromEnv({ CMS_REPO: 'hale/site' })), null);
  });

  it('refuses a backend it does not know and a repository that is not owner/name, naming the variable', () => {
    assert.throws(() => backendFromEnv({ CMS_BACKEND: 'gitlab' }), /CMS_BACKEND must be github or git-gateway, not "gitlab"/);
    assert.throws(() => backendFromEnv({ CMS_REPO: 'https://github.com/hale/site' }), /CMS_REPO must name a GitHub repository as owner\/name/);
    assert.throws(() => backendFromEnv({ CMS_REPO: 'hale/site', CMS_AUTH_URL: 'not an address' }), /Invalid URL/);
  });

  it('uses the local backend only at the address npm run cms starts it on', () => {
    assert.equal(localBackendUrl({ CMS_LOCAL_PORT: '8123' }), 'http://127.0.0.1:8123/api/v1');
    assert.throws(() => localBackendUrl({ CMS_LOCAL_PORT: 'eighty' }), /CMS_LOCAL_PORT must be a port number/);
  });
});
