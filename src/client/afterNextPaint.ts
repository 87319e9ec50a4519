/**
 * Runs `callback` once the browser has drawn the next frame: for work a tap sets off that its answer
 * need not wait for (a frame is drawn after the animation-frame callbacks, so a task queued from one
 * runs after it).
 */
export function afterNextPaint(view: Window, callback: () => void): void {
  view.requestAnimationFrame(() => view.setTimeout(callback));
}
