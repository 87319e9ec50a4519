/**
 * Where the visitor is, over the built site (TEST_DIST): a navigation link says
 * `aria-current="page"` only when it points at the page it is on, and a link to the section the
 * page belongs to (Services on a service page, Blog on an article) says `aria-current="true"`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routes } from '../../routes.ts';
import { primaryLinks, serviceLinks } from '../../src/navigation.ts';
import { outputFile } from '../../src/siteRoute.ts';
import { parsedDist } from '../support/distFiles.ts';

describe('links marked as the current page or section', () => {
  it('"page" only on links to the page itself, "true" only on links to a section above it, on every page', (t) => {
    const wrong: string[] = [];
    let pageLinks = 0;
    let sectionLinks = 0;
    for (const route of routes) {
      const page = parsedDist(outputFile(route.path));
      for (const link of page.querySelectorAll('a[aria-current]')) {
        const href = link.getAttribute('href') ?? '';
        const value = link.getAttribute('aria-current');
        if (value === 'page') pageLinks += 1;
        if (value === 'true') sectionLinks += 1;
        const right = value === 'page' ? href === route.path : value === 'true' && href !== route.path && route.path.startsWith(href);
        if (!right) wrong.push(`${route.path}: ${href} aria-current="${value}"`);
      }
    }
    assert.deepEqual(wrong, []);
    // Each page the header links to is marked twice on itself: in the desktop bar and in the drawer.
    const navHrefs = [...primaryLinks, ...serviceLinks].map((link) => link.href);
    const ownLinks = routes.reduce((count, route) => count + 2 * navHrefs.filter((href) => href === route.path).length, 0);
    assert.equal(pageLinks, ownLinks);
    t.diagnostic(`${pageLinks} links with aria-current="page", 0 pointing elsewhere; ${sectionLinks} section links with aria-current="true", over ${routes.length} pages`);
  });
});
