/**
 * The ids of every page's opening section (Hero.tsx), which the markup around it and the content
 * checks agree on: the home page's link target, what Section.tsx renders after at once, and ids a
 * post's heading or a service's anchor may not take.
 */
export const heroDom = {
  id: 'hero',
  headingId: 'hero-heading',
} as const;
