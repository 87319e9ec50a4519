import { createHash } from 'node:crypto';
import { declaredQueryInputs } from '../content/contentReads.ts';

/**
 * A digest of the inputs of each query that declares them, by query name: kept by the build so a
 * rebuild can tell which questions may answer otherwise. Here, not beside the queries, because the
 * editor's preview bundles the content modules for the browser, which has no node:crypto.
 */
export function queryInputs(): Record<string, string> {
  return Object.fromEntries(declaredQueryInputs().map(([name, inputs]) => [name, createHash('sha256').update(inputs).digest('base64url')]));
}
