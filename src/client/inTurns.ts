/**
 * Gives the main thread back until the browser has handled what is waiting: a tap that arrived
 * meanwhile, and the frame that draws its answer, come first. `scheduler.yield()` where the browser
 * has it (its continuation goes ahead of other tasks), else a new task.
 */
function yieldToInput(view: Window): Promise<void> {
  const scheduler = (view as Window & { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => view.setTimeout(resolve));
}

/**
 * Runs `steps` in order, each in a task of its own after a yield, so that a tap made during start-up
 * waits for one small step at most, never for the whole start-up. A step that throws is reported and the
 * others still run: one broken behaviour leaves the rest of the page working.
 */
export async function inTurns(view: Window, steps: readonly (() => void)[]): Promise<void> {
  for (const step of steps) {
    await yieldToInput(view);
    try {
      step();
    } catch (error) {
      console.error('A behaviour of the page failed to start', error);
    }
  }
}
