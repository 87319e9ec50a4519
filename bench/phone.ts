import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * A cheap phone on a slow mobile network, as Lighthouse's mobile defaults describe it, but applied
 * for real (DevTools throttling) so that taps and paints can be timed as a visitor lives them.
 */
const phone = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
} as const;

export const phoneDescription = `${phone.viewport.width}×${phone.viewport.height} touch, ${phone.cpuSlowdown}× CPU, ${phone.latencyMs} ms RTT, ${phone.downloadKbps / 1000} Mbps down / ${phone.uploadKbps / 1000} Mbps up`;

/** The screens a visitor taps on: the phone, and a touch tablet wide enough for the desktop header (Services' dropdown). */
const screens = { phone: phone.viewport, tablet: { width: 1180, height: 820 } } as const;
export type Screen = keyof typeof screens;

export interface PhonePage {
  context: BrowserContext;
  page: Page;
}

/** A fresh context (a first visit: empty cache) with one throttled touch page; scripts run before the page's own. */
export async function openPhonePage(browser: Browser, initScripts: readonly string[] = [], screen: Screen = 'phone'): Promise<PhonePage> {
  const context = await browser.newContext({ viewport: screens[screen], hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  for (const script of initScripts) await context.addInitScript({ content: script });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: (phone.downloadKbps * 1000) / 8,
    uploadThroughput: (phone.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  return { context, page };
}
