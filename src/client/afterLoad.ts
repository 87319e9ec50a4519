/** Runs `callback` once the page has finished loading (at once if it already has). */
function afterLoad(callback: () => void, win: Window = window): void {
  if (win.document.readyState === 'complete') callback();
  else win.addEventListener('load', callback, { once: true });
}

export type IdleScheduler = (callback: () => void) => void;

/** Once the page has loaded, at the browser's next idle period: for work nobody is waiting for. */
export const idleAfterLoad: IdleScheduler = (callback) => {
  afterLoad(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
    else setTimeout(callback, 200);
  });
};
