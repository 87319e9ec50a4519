/**
 * What the site publishes in a build for BUILD_AT, from the content of the folder it runs in:
 * its pages' paths, the blog list and the menus as rendered, the sitemap, the feed, `_redirects` for
 * each host and the content links the build will check.
 * Run as its own process (the content is read once per process), printing JSON on stdout.
 */
import './linariaTestMode.ts';
import path from 'node:path';
import { routes } from '../../routes.ts';
import { blogFiles } from '../../src/build/blogFiles.ts';
import { planImages } from '../../src/build/images.ts';
import { renderRoute } from '../../src/build/renderRoute.tsx';
import { redirectsFile } from '../../src/build/redirects.ts';
import { sitemapXml } from '../../src/build/sitemap.ts';
import { registerImages } from '../../src/components/Picture.tsx';
import { recordedLinks } from '../../src/content/contentLinks.ts';
import { paths } from '../../src/paths.ts';

registerImages((await planImages('static', path.join('.cache', 'images'))).manifest);
const blogIndex = routes.find((route) => route.path === paths.blog);
if (!blogIndex) throw new Error('no blog list route');
const assets = { script: '/main.js', font: '/font.woff2', islandFiles: [], socialImage: '' };
const blogList = await renderRoute(blogIndex, routes, assets, 2026);
const feed = Object.entries(blogFiles()).find(([file]) => file.endsWith('.xml'))?.[1];

process.stdout.write(
  JSON.stringify({
    paths: routes.map((route) => route.path),
    blogList,
    sitemap: sitemapXml(routes),
    feed: feed ?? '',
    redirects: { netlify: redirectsFile(routes, 'netlify'), cloudflare: redirectsFile(routes, 'cloudflare') },
    links: recordedLinks(),
  }),
);
