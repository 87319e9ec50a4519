import { z } from 'zod';
import { group, image, line, link, paragraph } from '../../content/fields.ts';
import { metrics } from '../../content/shapes.ts';
import { headlineFields } from '../hero/heroBlock.ts';

/** The top of a page with an illustration beside its headline, such as the home page's: the booking button, a link down the page and key figures. */
export const illustratedHeroBlock = group(
  'Top of the page with an illustration (headline)',
  {
    kind: z.literal('illustratedHero'),
    ...headlineFields,
    secondary: group('Link beside the booking button', { href: link('Links to', 'A section of this page such as #solutions, or a page of this site such as /pricing/.'), label: line('Words of the link') }),
    image: image('Illustration'),
    imageAlt: paragraph('What the illustration shows (for readers who cannot see it)'),
    figures: metrics('Key figures under the buttons', { min: 2, max: 4 }),
  },
  "The page's headline with an illustration: first on the page, once.",
);
