/** Runs `callback` once the page has finished loading (at once if it already has). */
export function afterLoad(callback: () => void, win: Window = window): void {
  if (win.document.readyState === 'complete') callback();
  else win.addEventListener('load', callback, { once: true });
}
