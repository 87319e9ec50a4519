/**
 * Which content each page's render read, so that `npm run dev` and `npm run cms` re-render only
 * the pages a saved file changes. Content is handed out wrapped: reading it while a page renders
 * records its source file for that page. A data file read outside any render (a value derived as
 * a module loads) is recorded for the whole site, since such a value may reach any page. Posts
 * are read outside renders only to make the route list and the collection's order, which the
 * incremental build compares itself (route by route, and through the queries defined here).
 * The record lives on globalThis: the build, and each copy of the server bundle it loads, share it.
 */
/** What a render read: content files, and the result of each collection query it asked. */
export interface ContentReads {
  files: string[];
  /** Query key (`name:argument`) and a fingerprint of its answer. */
  queries: [string, string][];
}

/** Who a read outside any render is for. */
export type OutsideRender = 'site-wide' | 'route-list';

interface Scope {
  files: Set<string>;
  queries: Map<string, string>;
}

interface Tracker {
  /** The render under way, or 'paused' while a query computes its answer. */
  current: Scope | 'paused' | null;
  siteWide: Set<string>;
}

const trackerKey = Symbol.for('hale-growth.content-reads');
const tracker: Tracker = ((globalThis as { [trackerKey]?: Tracker })[trackerKey] ??= { current: null, siteWide: new Set() });

function record(file: string, outside: OutsideRender): void {
  const scope = tracker.current;
  if (scope === 'paused') return;
  if (scope) scope.files.add(file);
  else if (outside === 'site-wide') tracker.siteWide.add(file);
}

const wrappers = new WeakMap<object, object>();
// Each recorder's object, on globalThis as the tracker is: a post parsed by an earlier copy of the bundle keeps its recorder.
const targetsKey = Symbol.for('hale-growth.content-read-targets');
const targets: WeakMap<object, object> = ((globalThis as { [targetsKey]?: WeakMap<object, object> })[targetsKey] ??= new WeakMap());

/** `value` (and everything reachable from it) recording `file` whenever it is read. */
export function tracked<T extends object>(file: string, value: T, outside: OutsideRender): T {
  const wrap = (target: object): object => {
    let proxy = wrappers.get(target);
    if (!proxy) {
      proxy = new Proxy(target, {
        get(object, key, receiver) {
          record(file, outside);
          const result: unknown = Reflect.get(object, key, receiver);
          // Outside a render nothing is recorded below this read: what it hands out is either read
          // site-wide already or part of a route entry or query answer, which the rebuild compares.
          // A frozen object must hand out its own values (a proxy's invariant), and they are frozen too.
          const rendering = tracker.current !== null && tracker.current !== 'paused';
          return rendering && typeof result === 'object' && result !== null && Object.isExtensible(object) ? wrap(result) : result;
        },
        has(object, key) {
          record(file, outside);
          return Reflect.has(object, key);
        },
        ownKeys(object) {
          record(file, outside);
          return Reflect.ownKeys(object);
        },
      });
      wrappers.set(target, proxy);
      targets.set(proxy, target);
    }
    return proxy;
  };
  return wrap(value) as T;
}

/**
 * `value` itself, read without its recorder: for code outside any render that reads a whole
 * collection field by field (its order, its route list), where a recorder would record nothing
 * and costs a trap on every read (300,000 of them per save at 10,000 posts).
 */
export function unrecorded<T extends object>(value: T): T {
  return (targets.get(value) as T | undefined) ?? value;
}

/** Runs `render` (synchronous: one render at a time per thread) and returns what it read. */
export function readsOf<T>(render: () => T): { result: T; reads: ContentReads } {
  const scope: Scope = { files: new Set(), queries: new Map() };
  const outer = tracker.current;
  tracker.current = scope;
  try {
    const result = render();
    return { result, reads: { files: [...scope.files].sort(), queries: [...scope.queries] } };
  } finally {
    tracker.current = outer;
  }
}

/**
 * Records a folder whose files were listed outside any render (which services there are): a file
 * added to it or removed from it changes the site as a change to a file read there would.
 */
export function recordFolderListing(dir: string): void {
  record(dir, 'site-wide');
}

/** Files (and folders listed) read outside any render by this thread so far: a change to one re-renders everything. */
export function siteWideReads(): string[] {
  return [...tracker.siteWide].sort();
}

interface Query {
  fingerprint: (argument: string) => string;
  inputs?: () => string;
}

const queries = new Map<string, Query>();

/**
 * A question a page asks of a whole collection (the posts related to one, the cards of grid page
 * n). Its answer is computed without recording what it scanned; the page records the question and
 * a fingerprint of the answer instead, and is re-rendered when the same question answers otherwise.
 * `inputs`, when given, tells everything its answers depend on (a digest of it, see src/build/queryInputs.ts):
 * while that is unchanged no answer can have changed, so a rebuild need not ask again.
 */
export function defineQuery<R>(
  name: string,
  compute: (argument: string) => R,
  fingerprint: (answer: R) => string,
  inputs?: () => string,
): (argument: string | number) => R {
  const untracked = (argument: string) => {
    const outer = tracker.current;
    tracker.current = 'paused';
    try {
      return compute(argument);
    } finally {
      tracker.current = outer;
    }
  };
  queries.set(name, { fingerprint: (argument) => fingerprint(untracked(argument)), inputs });
  return (argument) => {
    const answer = untracked(String(argument));
    const scope = tracker.current;
    if (scope && scope !== 'paused') scope.queries.set(`${name}:${argument}`, fingerprint(answer));
    return answer;
  };
}

/** The fingerprint `key` (`name:argument`) answers with now, or undefined for an unknown query. */
export function queryFingerprint(key: string): string | undefined {
  const split = key.indexOf(':');
  return queries.get(key.slice(0, split))?.fingerprint(key.slice(split + 1));
}

/** The inputs of each query that declares them, by query name (the build keeps a digest: src/build/queryInputs.ts). */
export function declaredQueryInputs(): [string, string][] {
  return [...queries].flatMap(([name, { inputs }]) => (inputs ? [[name, inputs()] as [string, string]] : []));
}
