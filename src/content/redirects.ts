/**
 * The owner's redirects, `src/content/data/redirects.yml` (Site settings → Redirects in the
 * editor): an old address and the page of this site it now sends visitors to, with a permanent
 * 301 on every host. A renamed page needs none (its old URL names do that); these are for the rest:
 * a page taken down, an address printed on a flyer, a link from a site this one replaced. The build
 * checks them against the site's pages (src/pages/ownerRedirects.ts), naming the file and field.
 */
import path from 'node:path';
import { dataDir } from './contentFolders.ts';
import { loadDataFile } from './dataFile.ts';
import { displayPath } from './displayPath.ts';
import { redirectsDataFile, redirectsDataSchema, type OwnerRedirect } from './redirectsSchema.ts';

/** How messages name the file. */
export const redirectsFileShown = displayPath(process.cwd(), path.join(dataDir, redirectsDataFile));

export const ownerRedirects: readonly OwnerRedirect[] = loadDataFile(redirectsDataFile, redirectsDataSchema).redirects;
