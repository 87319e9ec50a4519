/** SPEC.md §9 category list, in display order. 'All' is the list's umbrella badge, not a post category. */
export const blogCategories = [
  'All',
  'Personal Brand',
  'Business Strategy',
  'Revenue Strategy',
  'Fractional CMO',
  'Marketing Analytics',
  'Sales Strategy',
  'GTM Strategy',
  'Lead Generation',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/** A category a post can belong to. */
export type PostCategory = Exclude<BlogCategory, 'All'>;

export const postCategories = blogCategories.filter((category): category is PostCategory => category !== 'All');
