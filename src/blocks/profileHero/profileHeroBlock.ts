import { z } from 'zod';
import { group, line } from '../../content/fields.ts';
import { headlineFields } from '../hero/heroBlock.ts';

/** The top of a page about the founder: a link back home, the headline, the booking button and the founder's LinkedIn profile (from the site settings). */
export const profileHeroBlock = group(
  "Top of the page with the founder's LinkedIn (headline)",
  {
    kind: z.literal('profileHero'),
    ...headlineFields,
    linkedIn: line("Words of the button to the founder's LinkedIn profile"),
  },
  "The page's headline, with a link back to the home page: first on the page, once.",
);
