/**
 * Compares two of the editor's generated configs (dist/admin/config.yml) as the editor reads them:
 * YAML aliases resolved, the order of a mapping's keys ignored, a list of named things (collections,
 * files, fields, types) matched by name, so a report reads "collections.posts.fields.id.min".
 *   npx tsx scripts/compare-admin-config.ts before.yml after.yml
 * To get `before.yml`, build the older commit (`npm run build` in a worktree of it) and copy its
 * dist/admin/config.yml. Prints each difference and a count; exits 1 when there is any, as diff does.
 */
import { readFileSync } from 'node:fs';
import { parseYaml } from '../src/content/yaml.ts';

type Value = unknown;

interface Difference {
  path: string;
  before: Value;
  after: Value;
}

const isRecord = (value: Value): value is Record<string, Value> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list whose items all have a distinct `name` is compared by name, as Decap looks its entries up. */
function byName(list: readonly Value[]): Map<string, Value> | undefined {
  const names = list.map((item) => (isRecord(item) && typeof item.name === 'string' ? item.name : undefined));
  if (names.some((name) => name === undefined) || new Set(names).size !== names.length) return undefined;
  return new Map(list.map((item, index) => [names[index]!, item]));
}

function compare(before: Value, after: Value, path: string, found: Difference[]): void {
  if (Array.isArray(before) && Array.isArray(after)) {
    const named = [byName(before), byName(after)] as const;
    if (named[0] && named[1]) {
      const [old, now] = named;
      for (const name of new Set([...old.keys(), ...now.keys()])) compare(old.get(name), now.get(name), `${path}.${name}`, found);
      const order = [[...old.keys()].filter((name) => now.has(name)), [...now.keys()].filter((name) => old.has(name))];
      if (order[0]!.join() !== order[1]!.join()) found.push({ path: `${path} (order)`, before: order[0], after: order[1] });
      return;
    }
    for (let index = 0; index < Math.max(before.length, after.length); index++) compare(before[index], after[index], `${path}[${index}]`, found);
    return;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) compare(before[key], after[key], path ? `${path}.${key}` : key, found);
    return;
  }
  if (!Object.is(before, after)) found.push({ path, before, after });
}

function configDifferences(before: Value, after: Value): Difference[] {
  const found: Difference[] = [];
  compare(before, after, '', found);
  return found;
}

const shown = (value: Value) => (value === undefined ? '(absent)' : JSON.stringify(value));

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('Usage: npx tsx scripts/compare-admin-config.ts before.yml after.yml');
  process.exit(2);
}
const differences = configDifferences(parseYaml(readFileSync(beforeFile, 'utf8')), parseYaml(readFileSync(afterFile, 'utf8')));
for (const { path, before, after } of differences) console.log(`${path}\n  before: ${shown(before)}\n  after:  ${shown(after)}`);
console.log(`${differences.length} difference${differences.length === 1 ? '' : 's'} between ${beforeFile} and ${afterFile}`);
process.exitCode = differences.length === 0 ? 0 : 1;
