import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { copyOf } from '../../../src/admin/preview/listItemCopy.ts';

/** A group of fields as Decap holds it (an Immutable Map): read by key, changed into a new one. */
class Fields {
  constructor(readonly values: Record<string, unknown>) {}
  get(key: string): unknown {
    return this.values[key];
  }
  set(key: string, value: unknown): Fields {
    return new Fields({ ...this.values, [key]: value });
  }
}
const listOf = (...items: unknown[]) => ({ some: (test: (item: unknown) => boolean) => items.some(test) });

describe('a duplicated item of a list', () => {
  it('takes its anchor followed by the first number no item has', () => {
    const approach = new Fields({ kind: 'steps', id: 'approach', title: 'How we work' });
    const copy = copyOf(approach, listOf(approach)) as Fields;
    assert.deepEqual(copy.values, { kind: 'steps', id: 'approach-2', title: 'How we work' });
    assert.equal(approach.get('id'), 'approach', 'the original keeps its anchor');
    assert.equal((copyOf(approach, listOf(approach, copy)) as Fields).get('id'), 'approach-3');
    assert.equal((copyOf(copy, listOf(approach, copy)) as Fields).get('id'), 'approach-3', 'a copy of a copy counts on from the same anchor');
  });

  it('is the same words where it has no anchor', () => {
    const top = new Fields({ kind: 'hero', title: 'Scale your business with us' });
    assert.equal(copyOf(top, listOf(top)), top);
    assert.equal(copyOf('Pipeline', listOf('Pipeline')), 'Pipeline', 'a list of single words');
  });
});
