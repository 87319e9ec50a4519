/**
 * The editor's checks of a typed value, as `[regex source, message]` pairs Decap applies to a field:
 * written to accept exactly what the build's schemas accept (tests/unit/admin holds them to it).
 */
import { tokenNames } from '../content/tokens.ts';

export type FieldPattern = [string, string];

/** At least `min` characters once trimmed (and at most `max` as typed), as the schemas' text checks. */
export const length = (min: number, max?: number): FieldPattern => [
  min < 2
    ? `^\\s*\\S(?:[\\s\\S]{0,${max === undefined ? '' : max - 2}}\\S)?\\s*$`
    : `^\\s*\\S[\\s\\S]{${min - 2},${max === undefined ? '' : max - 2}}\\S\\s*$`,
  max === undefined ? `At least ${min} character${min === 1 ? '' : 's'}` : `${min} to ${max} characters`,
];

/**
 * `length`, with braces only around a figure the site knows: a text of a content file (validateContent).
 * The build counts a text's length with its figures filled in, which a pattern cannot do; so a text
 * naming a figure is held to its fewest characters here, and to its most by the build, whose
 * message the preview pane shows as the owner types.
 */
export const contentText = (min: number, max?: number): FieldPattern => {
  const [exact, message] = length(min, max);
  const lengthCheck = max === undefined ? `(?=${exact.slice(1, -1)}$)` : `(?:(?=[^{}]*$)(?=${exact.slice(1, -1)}$)|(?=[^{}]*\\{)(?=${length(min)[0].slice(1, -1)}$))`;
  const figures = max === undefined ? '' : ' (with a figure in braces, as it reads: the preview counts it)';
  return [`^${lengthCheck}(?:[^{}]|\\{(?:${tokenNames.join('|')})\\})*$`, `${message}${figures}; braces only around a figure such as {guaranteeDays} (Site settings lists them all)`];
};
