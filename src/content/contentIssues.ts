/**
 * How the build reports invalid content, whatever its source (a post's front matter, a data file):
 * one line per problem naming the file, the field path and the reason, all problems at once.
 */
import type { z } from 'zod';

/** One problem with one field of one content file. */
export interface ContentIssue {
  file: string;
  field: string;
  reason: string;
}

/** Every problem found in some content; the build prints the message and stops. */
export class ContentError extends Error {
  constructor(
    /** What is wrong, e.g. "The blog's posts are invalid". */
    heading: string,
    readonly issues: readonly ContentIssue[],
  ) {
    super(
      `${heading} (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${issues
        .map((issue) => `  ${issue.file}: ${issue.field}: ${issue.reason}`)
        .join('\n')}`,
    );
    this.name = 'ContentError';
  }
}

/** The reason given for a required field that is absent. */
export const missingValue = 'required field is missing';

const hasValueAt = (data: unknown, path: readonly PropertyKey[]): boolean => {
  let value: unknown = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !(key in value)) return false;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return true;
};

/**
 * The issues of a failed zod parse of `data` read from `file`: a field the schema does not know is
 * named as such, a missing one as missing, anything else with the schema's message. `wholeFile`
 * names a problem with the data as a whole.
 */
export function schemaIssues(error: z.ZodError, data: unknown, file: string, schemaName: string, wholeFile = '(file)'): ContentIssue[] {
  return error.issues.flatMap((issue): ContentIssue[] => {
    const field = issue.path.map(String).join('.') || wholeFile;
    if (issue.code === 'unrecognized_keys') {
      const parent = issue.path.length ? `${field}.` : '';
      return issue.keys.map((key) => ({ file, field: `${parent}${key}`, reason: `unknown field (not in the ${schemaName} schema; check the spelling)` }));
    }
    if (issue.path.length && hasValueAt(data, issue.path.slice(0, -1)) && !hasValueAt(data, issue.path)) return [{ file, field, reason: missingValue }];
    return [{ file, field, reason: issue.message }];
  });
}
