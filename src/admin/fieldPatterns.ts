/**
 * The editor's checks of a typed value, as `[regex source, message]` pairs Decap applies to a field:
 * written to accept exactly what the build's schemas accept (tests/unit/admin holds them to it).
 */
import { tokenNames } from '../content/tokens.ts';

export type FieldPattern = [string, string];

export const pattern = (regex: RegExp, message: string): FieldPattern => [regex.source, message];

/** At least `min` characters once trimmed (and at most `max` as typed), as the schemas' text checks. */
export const length = (min: number, max?: number): FieldPattern => [
  min < 2
    ? `^\\s*\\S(?:[\\s\\S]{0,${max === undefined ? '' : max - 2}}\\S)?\\s*$`
    : `^\\s*\\S[\\s\\S]{${min - 2},${max === undefined ? '' : max - 2}}\\S\\s*$`,
  max === undefined ? `At least ${min} character${min === 1 ? '' : 's'}` : `${min} to ${max} characters`,
];

/** `length`, with braces only around a figure the site knows: a text of a content file (validateContent). */
export const contentText = (min: number, max?: number): FieldPattern => {
  const [source, message] = length(min, max);
  return [`^(?=${source.slice(1, -1)}$)(?:[^{}]|\\{(?:${tokenNames.join('|')})\\})*$`, `${message}; braces only around a figure such as {guaranteeDays}`];
};
