/**
 * What a navigation link tells assistive tech about where the visitor is: `page` on the link to this
 * very page, `true` on the link to the section it belongs to (Services on a service page, Blog on an
 * article or a later list page), nothing elsewhere.
 */
export function ariaCurrent(href: string, currentPath: string): 'page' | 'true' | undefined {
  if (href === currentPath) return 'page';
  if (href !== '/' && currentPath.startsWith(href)) return 'true';
  return undefined;
}
