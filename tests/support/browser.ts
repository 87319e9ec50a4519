import { chromium, type Browser } from 'playwright-core';

/** Flags proven on our machines (TOOLING.md): headless, no sandbox, and no outside network. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** Debian's Chromium, the browser a visitor runs: for input as a person gives it, and for timings. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell; Playwright's own
 * default for headless tests): the same Blink without a desktop browser's windows and profile
 * services, so a fresh context and page cost a quarter of the CPU (0.09 against 0.35 CPU-s,
 * measured; the header's end-to-end file took 7 CPU-s in it against 21 in the browser). Pages, the
 * mouse and the keyboard are driven in it. Its touch emulation differs (a tap leaves no hover on what
 * it touched, where a phone's does), so taps are given in the browser.
 */
const chromiumShellPath = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Debian's Firefox ESR, driven over WebDriver BiDi (./engines/bidiDriver.ts). */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** WebKitGTK's WebDriver and the MiniBrowser it drives under Xvfb (./engines/webkitDriver.ts). */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const miniBrowserPath = process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Which build of Chromium a test file drives. */
export type ChromiumBuild = 'browser' | 'shell';

export const chromiumPaths: Record<ChromiumBuild, string> = { browser: chromiumPath, shell: chromiumShellPath };

export function launchChromium(build: ChromiumBuild = 'browser'): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPaths[build], args: chromiumArgs });
}

/** Connects to a Chromium another process launched (`chromium.launchServer`); closing it only disconnects. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
