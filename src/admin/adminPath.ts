/** Where the editor is served. Its own module, so the dev server can know it without loading the site's content. */
export const adminPath = '/admin/';
