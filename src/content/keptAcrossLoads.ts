/**
 * Results of reading content kept from one load of the server bundle to the next: `npm run dev`
 * loads a fresh copy of the bundle for each save (src/build/serverBundleLoader.ts), and what a save
 * did not change need not be parsed or rendered again. Held on globalThis, the one object the
 * copies share. Each load keeps only the entries it used, so a store never holds more than the
 * content as it is; and the build forgets them all when it bundles the code anew, since the code
 * that made them may have changed.
 */
const stores = Symbol.for('hale-growth.keptAcrossLoads');
const shared = globalThis as { [stores]?: Map<string, ReadonlyMap<string, unknown>> };

/** The entries of store `name` the last load kept (`reuse`), and this load's (`keep`, which also returns the value). */
export function keptAcrossLoads<Value>(name: string): { reuse(key: string): Value | undefined; keep(key: string, value: Value): Value; done(): void } {
  const all = (shared[stores] ??= new Map());
  const previous = (all.get(name) ?? new Map()) as ReadonlyMap<string, Value>;
  const used = new Map<string, Value>();
  return {
    reuse: (key) => used.get(key) ?? previous.get(key),
    keep: (key, value) => {
      used.set(key, value);
      return value;
    },
    /** This load is over: the next finds the entries it used. */
    done: () => {
      all.set(name, used);
    },
  };
}

/** Forgets every kept entry: the code that made them is about to change. */
export function forgetKeptAcrossLoads(): void {
  shared[stores]?.clear();
}
