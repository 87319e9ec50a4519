/**
 * The shape of the owner's redirects file, `redirects.yml` (src/content/redirects.ts reads it): its
 * own module, without the file, so that the editor's preview can name its fields.
 */
import { z } from 'zod';
import { group, link, list } from './fields.ts';

export const redirectsDataFile = 'redirects.yml';

const oldAddress = z
  .string({ error: 'must be an address such as /old-page/' })
  .regex(/^\/(?:[a-z0-9-]+\/)+$/, { error: (issue) => `${JSON.stringify(issue.input)} is not an address such as /old-page/ or /services/old-name/: lowercase letters, digits and hyphens between slashes, ending with a slash` })
  .meta({ label: 'Old address', hint: 'Such as /old-page/ or /services/old-name/, ending with a slash; the same address without the slash is sent on too.' });

const redirectShape = group('Redirect', {
  from: oldAddress,
  to: link('Sends visitors to', 'A page of this site such as /services/crm/, with #anchor for a section of it: a page the site has, not another old address.'),
});

/** What the owner edits: the shape of `redirects.yml`. */
export const redirectsDataSchema = group('Redirects', {
  redirects: list('Redirects', redirectShape, { min: 0, summary: '{{fields.from}} → {{fields.to}}', hint: 'Each old address answers with a permanent (301) redirect to its page.' }),
});

export type OwnerRedirect = z.output<typeof redirectShape>;
