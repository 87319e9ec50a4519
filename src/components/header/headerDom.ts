/** What the header's markup and its browser-side behaviour (src/client/header/) agree on. */
export const headerDom = {
  drawerId: 'site-drawer',
  drawerServicesId: 'drawer-services',
  /** On the closed drawer once the page is idle: laid out ahead, hidden, so that Menu's tap only has to show it. */
  drawerPreparedAttr: 'data-prepared',
  servicesMenuId: 'services-menu',
  /** On the desktop Services item: the wrapper of its link and dropdown. */
  servicesMenuAttr: 'data-services-menu',
  /** Its link to the Services page, which Escape hands focus back to. */
  servicesLinkAttr: 'data-services-link',
  /** Its dropdown, a `<details>`… */
  servicesDisclosureAttr: 'data-services-disclosure',
  /** …opened and closed by the chevron, its `<summary>`. */
  servicesToggleAttr: 'data-services-toggle',
  /** On the desktop Services item once the client drives its dropdown: CSS-only hover then stands down. */
  enhancedAttr: 'data-enhanced',
  /** On `<html>`: the width of the page's scrollbar, which the open drawer's scroll lock stands in for. */
  scrollbarWidthVar: '--scrollbar-width',
} as const;

/** Invoker command attributes (HTML's `commandfor`/`command`), which React's types do not list yet. */
export function invokes(target: string, command: 'show-modal' | 'close'): Record<string, string> {
  return { commandfor: target, command };
}
