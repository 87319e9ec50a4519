/**
 * Run in the page, scrolled to its top: the links to `href` drawn wholly inside the viewport, named
 * by their text. The sweep and the bench ask the same question.
 */
export function linksInFirstScreen(href: string): string[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .filter((link) => {
      if (link.getAttribute('href') !== href || !link.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = link.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    })
    .map((link) => (link.textContent ?? '').trim());
}
