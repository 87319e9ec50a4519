import { z } from 'zod';
import { anchor, group, line, link, list, paragraph } from '../../content/fields.ts';
import { featureList } from '../../content/shapes.ts';

/** The founder profile: the founder's monogram, who they are, a few highlights and a link to more about them. */
export const founderBlock = group('Founder profile', {
  kind: z.literal('founder'),
  id: anchor('Anchor of the section'),
  title: line('Title'),
  role: line('Role under the title'),
  paragraphs: list('Paragraphs', paragraph('Paragraph')),
  highlights: featureList('Highlights'),
  more: group('Link to more about the founder', { href: link('Links to'), label: line('Words of the link') }),
});
