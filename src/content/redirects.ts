/**
 * The owner's redirects, `src/content/data/redirects.yml` (Site settings → Redirects in the
 * editor): an old address and the page of this site it now sends visitors to, with a permanent
 * 301 on every host. A renamed page needs none (its old URL names do that); these are for the rest:
 * a page taken down, an address printed on a flyer, a link from a site this one replaced. The build
 * checks them against the site's pages (src/pages/ownerRedirects.ts), naming the file and field.
 */
import path from 'node:path';
import { z } from 'zod';
import { dataDir } from './contentFolders.ts';
import { loadDataFile } from './dataFile.ts';
import { displayPath } from './displayPath.ts';
import { group, link, list } from './fields.ts';

export const redirectsDataFile = 'redirects.yml';

/** How messages name the file. */
export const redirectsFileShown = displayPath(process.cwd(), path.join(dataDir, redirectsDataFile));

const oldAddress = z
  .string({ error: 'must be an address such as /old-page/' })
  .regex(/^\/(?:[a-z0-9-]+\/)+$/, { error: (issue) => `${JSON.stringify(issue.input)} is not an address such as /old-page/ or /services/old-name/: lowercase letters, digits and hyphens between slashes, ending with a slash` })
  .meta({ label: 'Old address', hint: 'Such as /old-page/ or /services/old-name/, ending with a slash; the same address without the slash is sent on too.' });

const redirectShape = group('Redirect', {
  from: oldAddress,
  to: link('Sends visitors to', 'A page of this site such as /services/crm/, with #anchor for a section of it; the build checks it exists and is not itself redirected.'),
});

/** What the owner edits: the shape of `redirects.yml`. */
export const redirectsDataSchema = group('Redirects', {
  redirects: list('Redirects', redirectShape, { min: 0, summary: '{{fields.from}} → {{fields.to}}', hint: 'Each old address answers with a permanent (301) redirect to its page.' }),
});

export type OwnerRedirect = z.output<typeof redirectShape>;

export const ownerRedirects: readonly OwnerRedirect[] = loadDataFile(redirectsDataFile, redirectsDataSchema).redirects;
