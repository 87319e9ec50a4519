import { z } from 'zod';
import { anchor, group, line, paragraph } from '../content/fields.ts';

/** What every block drawn as a section of its own starts with: its anchor and its heading. */
const sectionFields = {
  id: anchor('Anchor of the section'),
  eyebrow: line('Small label over the title').optional(),
  title: line('Title'),
  intro: paragraph('Introduction').optional(),
};

/** The schema of a block drawn as a section of its own: its kind, its anchor and heading, then its own fields. */
export const sectionBlock = <const Kind extends string, Shape extends z.ZodRawShape>(kind: Kind, label: string, shape: Shape, hint?: string) =>
  group(label, { kind: z.literal(kind), ...sectionFields, ...shape }, hint);
