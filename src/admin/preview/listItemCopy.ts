/** An item of a list as Decap holds it: an Immutable Map for a group of fields. */
interface ImmutableMap {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableMap;
}

const isMap = (item: unknown): item is ImmutableMap => typeof item === 'object' && item !== null && 'set' in item && 'get' in item;

/** The copy of `item`: its anchor (`id`), if it has one, followed by the first number no item of `items` has yet (`approach-2`). */
export function copyOf(item: unknown, items: { some(test: (item: unknown) => boolean): boolean }): unknown {
  if (!isMap(item)) return item;
  const id = item.get('id');
  if (typeof id !== 'string' || id === '') return item;
  const base = id.replace(/-\d+$/, '');
  const taken = (candidate: string) => items.some((other) => isMap(other) && other.get('id') === candidate);
  let number = 2;
  while (taken(`${base}-${number}`)) number += 1;
  return item.set('id', `${base}-${number}`);
}
