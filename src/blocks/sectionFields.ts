/** What every block drawn as a section of its own starts with: its anchor and its heading. */
import { anchor, line, paragraph } from '../content/fields.ts';

export const sectionFields = {
  id: anchor('Anchor of the section'),
  eyebrow: line('Small label over the title').optional(),
  title: line('Title'),
  intro: paragraph('Introduction').optional(),
};
