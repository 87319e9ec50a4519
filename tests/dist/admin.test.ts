/**
 * The editor in the built site (TEST_DIST): self-hosted from the lockfile's Decap CMS, noindex,
 * under its own policy, and kept apart from the public site: no public page, stylesheet, sitemap
 * or robots.txt names it, and no public URL gets its policy.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { routes } from '../../routes.ts';
import { headersFor, parseHeaders } from '../../src/server/hostRules.ts';
import { distDir, distFiles, distHtmlFiles, editorFolder, parseHtml, readDist, servedPath } from '../support/distFiles.ts';
import { backendFromEnv, signInProblem } from '../../src/admin/cmsBackend.ts';
import { articleEntries, documentEntries } from '../../src/admin/contentCollections.ts';
import { parseYaml } from '../../src/content/yaml.ts';
import { mendDecapBundle } from '../../src/build/decapMend.ts';

const decapVersion = (JSON.parse(readFileSync(createRequire(path.resolve('package.json')).resolve('decap-cms/package.json'), 'utf8')) as { version: string }).version;
const bundleFolder = `${editorFolder}decap-cms-${decapVersion}/`;

describe('the editor at /admin/', () => {
  it('is one page that loads the installed Decap CMS from our own origin, then the site\'s preview templates with the public stylesheet, and says noindex', () => {
    const page = parseHtml(readDist(`${editorFolder}index.html`));
    const [decap, preview, ...others] = [...page.querySelectorAll('script')];
    assert.equal(decap?.getAttribute('src'), `/${bundleFolder}decap-cms.js`);
    assert.deepEqual(others, []);
    const previewScript = preview?.getAttribute('src') ?? '';
    assert.match(previewScript, new RegExp(`^/${editorFolder}preview-[\\w-]+\\.js$`));
    assert.ok(distFiles().includes(previewScript.slice(1)), 'the preview bundle is in dist/');
    assert.ok(distFiles().includes(preview?.getAttribute('data-content')?.slice(1) ?? ''), 'and the content snapshot it reads');
    // Pages link no stylesheet: each carries the rules of the site's stylesheet its kind can match (pageStyles.ts), the preview the whole of it.
    const siteStylesheets = distFiles().filter((file) => /^assets\/site-[\w-]+\.css$/.test(file));
    assert.deepEqual([preview?.getAttribute('data-site-stylesheet')], siteStylesheets.map((file) => `/${file}`), "the preview pane is styled by the site's one stylesheet");
    assert.equal(page.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex, nofollow');
    assert.equal(page.querySelector('link[rel="cms-config-url"]')?.getAttribute('href'), `/${editorFolder}config.yml`);
    const bundle = readFileSync(path.join(distDir, bundleFolder, 'decap-cms.js'));
    const installedBundle = path.join(path.dirname(createRequire(path.resolve('package.json')).resolve('decap-cms/package.json')), 'dist', 'decap-cms.js');
    const installed = readFileSync(installedBundle, 'utf8');
    assert.ok(bundle.equals(Buffer.from(mendDecapBundle(installed, decapVersion))), 'the bundle is the installed one with the mend of decapMend.ts, byte for byte');
    const isChunk = (file: string) => /^\d+\.decap-cms\.js$/.test(path.basename(file));
    const chunks = distFiles().filter((file) => file.startsWith(bundleFolder) && isChunk(file)).map((file) => path.basename(file));
    assert.deepEqual(chunks.sort(), readdirSync(path.dirname(installedBundle)).filter(isChunk).sort(), 'its lazily loaded chunks sit beside it, every one');
  });

  it('tells whoever opens it where the site is published, above the editor and in words, when the build did not know the repository to save to (and only then)', () => {
    const notice = parseHtml(readDist(`${editorFolder}index.html`)).querySelector('[role="alert"]');
    const problem = signInProblem(backendFromEnv());
    assert.equal(notice?.textContent ?? null, problem);
    if (problem) assert.equal(notice?.nextElementSibling?.getAttribute('src'), `/${bundleFolder}decap-cms.js`, 'first on the page, before the editor');
  });

  it('has a config whose collections write the posts, every page, the services, the pages made of blocks, the dedicated articles, pricing.yml, site.yml and redirects.yml', () => {
    // Read as Decap reads it: its config parser allows any number of YAML aliases, which the build uses for repeated checks.
    const config = parseYaml(readDist(`${editorFolder}config.yml`)) as { local_backend: { url: string }; publish_mode: string; collections: { name: string; folder?: string; files?: { file: string }[] }[] };
    assert.match(config.local_backend.url, /^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
    assert.equal(config.publish_mode, 'editorial_workflow', 'a save is a draft, published only by the owner');
    assert.deepEqual(
      config.collections.map((collection) => collection.folder ?? collection.files?.map((file) => file.file).join()),
      [
        'src/content/posts',
        'src/content/pages',
        'src/content/services',
        documentEntries.map((entry) => `src/content/${entry.file}`).join(),
        articleEntries.map((entry) => `src/content/${entry.file}`).join(),
        'src/content/data/pricing.yml',
        'src/content/data/site.yml,src/content/data/redirects.yml',
      ],
    );
    const documentFiles = readdirSync(path.resolve('src/content/documents')).map((name) => `src/content/documents/${name}`);
    assert.deepEqual(documentFiles.filter((file) => !documentEntries.some((entry) => `src/content/${entry.file}` === file)), [], 'every document has its entry');
  });

  it('is referenced by no public page, and listed in neither the sitemap nor robots.txt', () => {
    const mentions = distHtmlFiles().filter((file) => /\/admin\/|decap/i.test(readDist(file)));
    assert.deepEqual(mentions, []);
    const publicFiles = distFiles().filter((file) => !file.startsWith(editorFolder) && /\.(css|js|xml|txt|webmanifest)$/.test(file));
    assert.ok(publicFiles.some((file) => file.endsWith('.css')) && publicFiles.some((file) => file.endsWith('.js')), 'the public assets are checked too');
    assert.deepEqual(publicFiles.filter((file) => /\/admin\/|decap/i.test(readDist(file))), []);
  });

  it("has the only policy /admin/ gets, while every public page keeps the one public policy", () => {
    const blocks = parseHeaders(readDist('_headers'));
    const adminPolicies = distFiles()
      .filter((file) => file.startsWith(editorFolder))
      .map((file) => headersFor(blocks, servedPath(file)).get('content-security-policy'));
    assert.equal(new Set(adminPolicies).size, 1);
    const [adminPolicy] = adminPolicies;
    assert.match(adminPolicy ?? '', /^default-src 'self'; script-src 'self' 'unsafe-eval';/);
    assert.equal(headersFor(blocks, '/admin/').get('x-robots-tag'), 'noindex, nofollow');
    const publicPolicies = new Set([...distHtmlFiles().map(servedPath), ...routes.map((route) => route.path)].map((url) => headersFor(blocks, url).get('content-security-policy')));
    assert.equal(publicPolicies.size, 1, 'one policy for every public page, with nothing joined to it');
    assert.ok(![...publicPolicies][0]?.includes('unsafe'), 'the public policy allows nothing unsafe');
  });
});
