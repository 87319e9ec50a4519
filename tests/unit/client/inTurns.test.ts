import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';
import { inTurns } from '../../../src/client/inTurns.ts';

afterEach(() => mock.restoreAll());

/** A window whose tasks are queued by hand, so a test sees what runs in which task. */
function queuedWindow(scheduler?: { yield(): Promise<void> }) {
  const tasks: (() => void)[] = [];
  const view = { setTimeout: (callback: () => void) => tasks.push(callback), scheduler } as unknown as Window;
  /** Runs the next queued task, then lets the promises it settled carry on. */
  const runTask = async () => {
    tasks.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { view, tasks, runTask };
}

describe('inTurns: the start-up in small tasks', () => {
  it('runs each step in a task of its own, in order, none at once', async () => {
    const { view, tasks, runTask } = queuedWindow();
    const ran: string[] = [];
    const done = inTurns(view, [() => ran.push('menu'), () => ran.push('share')]);
    assert.deepEqual(ran, [], 'nothing runs in the task that started it');
    await runTask();
    assert.deepEqual(ran, ['menu']);
    await runTask();
    assert.deepEqual(ran, ['menu', 'share']);
    await done;
    assert.equal(tasks.length, 0);
  });

  it('yields with scheduler.yield() where the browser has it', async () => {
    const scheduler = { yield: mock.fn(() => Promise.resolve()) };
    const { view, tasks } = queuedWindow(scheduler);
    const ran: number[] = [];
    await inTurns(view, [() => ran.push(1), () => ran.push(2)]);
    assert.deepEqual(ran, [1, 2]);
    assert.equal(scheduler.yield.mock.callCount(), 2);
    assert.equal(tasks.length, 0, 'no timer task');
  });

  it('reports a step that throws and still runs the others', async () => {
    const errors = mock.method(console, 'error', () => undefined);
    const ran: string[] = [];
    await inTurns(queuedWindow({ yield: () => Promise.resolve() }).view, [
      () => {
        throw new Error('broken');
      },
      () => ran.push('after'),
    ]);
    assert.deepEqual(ran, ['after']);
    assert.equal(errors.mock.callCount(), 1);
  });
});
