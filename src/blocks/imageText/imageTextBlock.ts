import { choice, image, markdown, paragraph } from '../../content/fields.ts';
import { sectionBlock } from '../sectionBlock.ts';
import type { MediaSide } from '../../components/MediaSplit.tsx';

const imageSides = { right: 'Right of the text', left: 'Left of the text' } as const satisfies Record<MediaSide, string>;

export const imageTextBlock = sectionBlock('imageText', 'Image beside text', {
  body: markdown('Text', { hint: 'Paragraphs and lists; **bold**, *italic* and [links](/pricing/).' }),
  image: image('Image'),
  imageAlt: paragraph('What the image shows (for readers who cannot see it)', { min: 10 }),
  imageSide: choice('Where the image goes', imageSides, 'On phones the image follows the text.'),
});
