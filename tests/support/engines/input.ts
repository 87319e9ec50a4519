import type { EngineDriver, InputSource, PointerType } from './types.ts';

/** Input as a person gives it, built from W3C actions (./types.ts). */

const pointer = (pointerType: PointerType, actions: Extract<InputSource, { type: 'pointer' }>['actions']): InputSource => ({
  type: 'pointer',
  id: `${pointerType}-1`,
  parameters: { pointerType },
  actions,
});

/** Moves the mouse to (x, y) in small steps, as a hand does, so the page sees it arrive. */
export function moveMouse(driver: EngineDriver, x: number, y: number): Promise<void> {
  return driver.perform([pointer('mouse', [{ type: 'pointerMove', x: Math.round(x), y: Math.round(y), duration: 120 }])]);
}

/** Presses and releases where the mouse, pen or finger is put down: a click, a tap or a pen tap. */
export function press(driver: EngineDriver, pointerType: PointerType, x: number, y: number): Promise<void> {
  return driver.perform([
    pointer(pointerType, [
      { type: 'pointerMove', x: Math.round(x), y: Math.round(y) },
      { type: 'pointerDown', button: 0 },
      { type: 'pause', duration: 60 },
      { type: 'pointerUp', button: 0 },
    ]),
  ]);
}

/** W3C WebDriver's code points for the keys the tests press. */
export const keys = { Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C', End: '\uE010', Control: '\uE009' } as const;

/** Presses one key, or a chord such as [keys.Control, 'v'], and lets go. */
export function pressKey(driver: EngineDriver, ...chord: string[]): Promise<void> {
  return driver.perform([
    {
      type: 'key',
      id: 'keyboard',
      actions: [...chord.map((value) => ({ type: 'keyDown' as const, value })), ...[...chord].reverse().map((value) => ({ type: 'keyUp' as const, value }))],
    },
  ]);
}
