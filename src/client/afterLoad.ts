export type IdleScheduler = (callback: () => void) => void;

/** Once the page has loaded (at once if it already has), at the browser's next idle period: for work nobody is waiting for. */
export const idleAfterLoad: IdleScheduler = (callback) => {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
    else setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};
