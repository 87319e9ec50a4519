import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { callExpression, type EngineDriver, type InputSource, type PageFunction, type Viewport } from './types.ts';
import { miniBrowserPath, webkitDriverPath } from '../browser.ts';
import { freePort } from '../freePort.ts';

// MiniBrowser's toolbar keeps its window at least 447 px wide unless GTK's theme lets it shrink.
const shrinkableToolbar = '* { min-width: 0; min-height: 0; }';

/** A virtual display for MiniBrowser (a GTK program): Xvfb picks a free display number and tells it. */
function startDisplay(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    xvfb.once('error', (error) => reject(new Error(`Xvfb could not start (apt-get install xvfb): ${error.message}`)));
    xvfb.stdio[3]?.once('data', (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, xvfb }));
  });
}

/** Debian's WebKitGTK (MiniBrowser) under Xvfb, over classic W3C WebDriver. */
export async function launchWebkitDriver(): Promise<EngineDriver> {
  const { display, xvfb } = await startDisplay();
  const config = mkdtempSync(path.join(tmpdir(), 'webkit-config-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), shrinkableToolbar);
  const port = await freePort();
  const driverProcess = spawn(webkitDriverPath, [`--port=${port}`], {
    // Xvfb has no GPU, so WebKitGTK's accelerated compositing runs on Mesa's software GL: painting
    // without it leaves the behaviour core what it checks (script, input, layout, fonts) for 14
    // CPU-s against 33 (measured).
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
    stdio: 'ignore',
  });
  let spawnFailure: Error | null = null;
  driverProcess.once('error', (error) => (spawnFailure = error));
  const base = `http://127.0.0.1:${port}`;

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${route}: ${answer.value.error}: ${answer.value.message}`);
    return answer.value;
  }

  const started = Date.now();
  for (;;) {
    if (spawnFailure || driverProcess.exitCode !== null) {
      xvfb.kill();
      throw new Error(`WebKitWebDriver did not start (${spawnFailure ?? `exit ${driverProcess.exitCode}`}); apt-get install webkit2gtk-driver`);
    }
    if (await call('GET', '/status').then(() => true, () => false)) break;
    if (Date.now() - started > 60_000) throw new Error(`WebKitWebDriver did not answer on ${base} (apt-get install webkit2gtk-driver)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const session = await call<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
      },
    },
  });
  const at = `/session/${session.sessionId}`;
  // The window's frame around the viewport, measured once, so that a resize sets the viewport itself.
  let frame: { width: number; height: number } | null = null;

  const driver: EngineDriver = {
    engine: 'webkit',
    version: `WebKitGTK ${session.capabilities.browserVersion}`,
    async open(url) {
      await call('POST', `${at}/url`, { url });
    },
    async reload() {
      await call('POST', `${at}/refresh`, {});
    },
    async evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result> {
      const script = `const done = arguments[0];
        Promise.resolve().then(() => ${callExpression(fn as PageFunction<unknown[], unknown>, args)})
          .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
      const outcome = await call<{ value?: Result; error?: string }>('POST', `${at}/execute/async`, { script, args: [] });
      if (outcome.error) throw new Error(`in the page: ${outcome.error}`);
      return outcome.value as Result;
    },
    async perform(sources: InputSource[]) {
      await call('POST', `${at}/actions`, { actions: sources });
    },
    async resize({ width, height }: Viewport) {
      if (!frame) {
        const outer = await call<{ width: number; height: number }>('GET', `${at}/window/rect`);
        const inner = await driver.evaluate(() => ({ width: innerWidth, height: innerHeight }));
        frame = { width: outer.width - inner.width, height: outer.height - inner.height };
      }
      await call('POST', `${at}/window/rect`, { width: width + frame.width, height: height + frame.height });
    },
    async screenshot() {
      return Buffer.from(await call<string>('GET', `${at}/screenshot`), 'base64');
    },
    async close() {
      await call('DELETE', at).catch(() => undefined);
      driverProcess.kill();
      xvfb.kill();
      rmSync(config, { recursive: true, force: true });
    },
  };
  return driver;
}
