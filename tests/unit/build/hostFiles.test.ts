import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { routes } from '../../../routes.ts';
import { adminArea, inlineSources } from '../../../src/build/headers.ts';
import { isHost } from '../../../src/build/host.ts';
import { hostFiles } from '../../../src/build/hostFiles.ts';

const facts = { routes, sources: inlineSources(['<script>run()</script>']), admin: adminArea({}), analyticsEndpoint: null, githubSignIn: true };

describe('host files', () => {
  it("differ between the hosts only where one host's syntax is the other's error", () => {
    const cloudflare = hostFiles('cloudflare', facts);
    const netlify = hostFiles('netlify', facts);
    assert.equal(netlify._headers, cloudflare._headers.replace(/^ {2}! .*\n/gm, ''), "Netlify's _headers is Cloudflare's without the detach lines");
    assert.equal(netlify._redirects, `${cloudflare._redirects.replace(/ 301$/gm, ' 301!')}/blog/*  /blog/404.html  404\n`, "Netlify's redirects are forced, and it gets the blog's 404 rule");
  });

  it("are Netlify's in the build Netlify runs, from dist/ (netlify.toml)", () => {
    const config = readFileSync('netlify.toml', 'utf8');
    assert.match(config, /^\s*command = "npm run build -- --host netlify"$/m);
    assert.match(config, /^\s*publish = "dist"$/m);
    assert.match(config, /^\s*NODE_VERSION = "20"$/m);
    assert.ok(isHost('netlify') && isHost('cloudflare') && !isHost('vercel'));
  });
});
