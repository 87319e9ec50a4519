/**
 * The owner's editor as `npm run cms` runs it, on a throwaway copy of the project: Decap CMS at
 * /admin/ in Chromium, its local backend (decap-server) writing the copy's files, and the dev
 * server rebuilding the site after each save. Shared by the editor's end-to-end test and the
 * preview screenshot script.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { backendBusyFile } from '../../src/server/siteBranchGate.ts';
import { launchChromium } from './browser.ts';
import { freePort } from './freePort.ts';
import { copyProject, type ProjectCopy } from './projectCopy.ts';

/** Resolves with what `check` returns once it is not false, polling; fails after `timeout` ms. */
export async function eventually<T>(what: string, check: () => T | false | Promise<T | false>, timeout = 90_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let problem = '';
  for (;;) {
    // A file read while it is being written may not parse yet: that is "not yet", not a failure.
    const result = await Promise.resolve()
      .then(check)
      .catch((error: unknown) => ((problem = `; last error: ${String(error)}`), false as const));
    if (result !== false) return result;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${problem}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface EditorSession {
  project: ProjectCopy;
  page: Page;
  siteOrigin: string;
  ports: { site: number; backend: number };
  /** Everything `npm run cms` has printed so far (build reports and failures). */
  output(): string;
  /** A path in the project copy. */
  file(relative: string): string;
  /** Runs git in the project copy (a repository on main), returning what it prints. */
  git(...args: string[]): string;
  /**
   * Makes `change` to the repository as a change outside the editor (on GitHub, say), once the
   * editor's backend has answered what the editor asked: each of its reads checks a branch out, which
   * takes the index's lock, and a commit in between made that read fail (the posts' list never came).
   */
  outsideTheEditor(change: () => void): Promise<void>;
  /** The text of a page the dev server serves now (no cache: each call sees the latest build). */
  served(pathname: string): Promise<{ status: number; html: string }>;
  /** The `npm run cms` process, for a test that stops it. */
  cms: ChildProcess;
  /** Closes the browser, stops `npm run cms` if still running and removes the copy. */
  close(): Promise<void>;
}

/** Starts `npm run cms` on a copy of the project and opens a browser page (not yet at /admin/); with `buildAt`, the site is built for that moment (BUILD_AT). */
export async function startEditor({
  viewport = { width: 1280, height: 900 },
  buildAt,
  arrange,
}: {
  viewport?: { width: number; height: number };
  buildAt?: string;
  /** Changes to the copy's files before it is committed and built: what earlier sessions made. */
  arrange?: (file: (relative: string) => string) => void;
} = {}): Promise<EditorSession> {
  const project = copyProject();
  arrange?.((relative) => path.join(project.dir, relative));
  // A repository of its own, on main with everything committed, as the owner's checkout is: the editor keeps its drafts as branches of it.
  // Read-only where it can be: a status refreshing the index would hold the lock the backend's git needs.
  const git = (...args: string[]) => execFileSync('git', ['--no-optional-locks', ...args], { cwd: project.dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Site Owner');
  git('config', 'user.email', 'owner@example.com');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'The site as the owner has it');
  const ports = { site: await freePort(), backend: await freePort() };
  const siteOrigin = `http://127.0.0.1:${ports.site}`;
  let output = '';
  const cms = spawn(process.execPath, ['--import', 'tsx', 'scripts/cms.ts'], {
    cwd: project.dir,
    env: { ...process.env, PORT: String(ports.site), CMS_LOCAL_PORT: String(ports.backend), ...(buildAt ? { BUILD_AT: buildAt } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cms.stdout?.on('data', (chunk) => (output += chunk));
  cms.stderr?.on('data', (chunk) => (output += chunk));
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    if (cms.exitCode === null && cms.signalCode === null) {
      // As Ctrl+C stops it: it stops the dev server and the backend first (SIGKILL would leave them running).
      const exited = new Promise((resolve) => cms.once('exit', resolve));
      cms.kill('SIGTERM');
      await exited;
    }
    project.remove();
  };
  try {
    await eventually('npm run cms to build the site and serve it', () => output.includes('Dev server at'), 300_000);
    // The headless shell: the owner's clicks and typing need none of the full browser's input (a
    // touch's hover), and each load of Decap costs less in it (the test: 53 against 47 CPU-s).
    browser = await launchChromium('shell');
    const context = await browser.newContext({ viewport });
    // Decap is a 5 MB script that parses its config and lists the entries on each load: on a busy
    // machine a load or a control's first draw takes longer than a site page's default 30 s.
    context.setDefaultTimeout(60_000);
    context.setDefaultNavigationTimeout(90_000);
    // Every policy violation on the editor's page is recorded, from the first script on.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`));
    });
    const page = await context.newPage();
    return {
      project,
      page,
      siteOrigin,
      ports,
      cms,
      output: () => output,
      file: (relative) => path.join(project.dir, relative),
      git,
      outsideTheEditor: async (change) => {
        const busyFile = backendBusyFile(project.dir);
        await eventually("the editor's backend to be idle", () => existsSync(busyFile) && readFileSync(busyFile, 'utf8').startsWith('idle'));
        change();
      },
      served: async (pathname) => {
        const response = await fetch(`${siteOrigin}${pathname}`, { headers: { 'Cache-Control': 'no-cache' } });
        return { status: response.status, html: await response.text() };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Opens /admin/ and signs in to the local backend. */
export async function signIn(session: EditorSession): Promise<void> {
  await session.page.goto(`${session.siteOrigin}/admin/`, { waitUntil: 'load' });
  await session.page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Opens an entry of the editor by its collection and name (`pages`, `home`), or a new one of a folder
 * collection. An entry is reached within the loaded editor, as the owner moves (a fresh load of Decap
 * costs ten times the CPU), unless `reload`; a new entry always in a fresh load.
 */
export async function openEntry(session: EditorSession, collection: string, entry?: string, { reload = false } = {}): Promise<void> {
  const { page, siteOrigin } = session;
  const address = `${siteOrigin}/admin/#/collections/${collection}/${entry ? `entries/${entry}` : 'new'}`;
  // Within a page where the owner made a copy, a new entry once came with the copy's fields, and a copy
  // made in a page where other entries had been open once lacked a hidden field's value (layout): both start afresh.
  if (reload || !entry || !page.url().startsWith(`${siteOrigin}/admin/`)) {
    await page.goto('about:blank');
    await page.goto(address);
    return;
  }
  // Through the collection's list, where Decap drops the open entry's form, so the next entry's
  // form starts from its own values (moved from one entry's address straight to another's, it keeps the first's).
  await page.goto(`${siteOrigin}/admin/#/collections/${collection}`);
  await page.getByRole('button', { name: 'Save', exact: true }).waitFor({ state: 'detached' });
  await page.goto(address);
}

/** The editor's field labelled `label` (Decap ties each label to its input). */
export const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });

/** The preview pane, where the site draws the entry. */
export const previewPane = (page: Page): FrameLocator => page.frameLocator('#preview-pane');

/**
 * Decap's notes (toasts) stay on screen a few seconds: those of an earlier step are marked, so that
 * a step waits for the note its own action brings (`newNotes`), not one still showing.
 */
async function markNotesSeen(page: Page): Promise<void> {
  await page.locator('.Toastify__toast').evaluateAll((notes) => notes.forEach((note) => note.setAttribute('data-test-seen', '')));
}

/** Decap's notes shown since `markNotesSeen`, or only its error notes. */
const newNotes = (page: Page, kind?: 'error'): Locator => page.locator(`.Toastify__toast${kind ? `--${kind}` : ''}:not([data-test-seen])`);

/** A new entry's address in the editor (`…/new`, or `…/new?duplicate=true` for a copy). */
const newEntry = (url: string) => /\/new(\?|$)/.test(new URL(url).hash);

/**
 * Saves the open entry as a draft: Decap's editorial workflow commits it to a branch of its own and
 * leaves the site as it was. Unless the editor is to refuse it, waits for Decap's "Changes saved":
 * until then Decap still counts the entry as changed and meets the next navigation with a "leave
 * this page?" prompt, which the browser here dismisses, so the navigation silently never happens.
 * A new entry is saved when Decap has moved on to the entry's own address: it does so after the
 * save, and would override a navigation made in between (the next collection never appearing).
 */
export async function saveDraft(page: Page, outcome: 'saved' | 'refused' = 'saved'): Promise<void> {
  const created = newEntry(page.url());
  await markNotesSeen(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  if (outcome === 'refused') return;
  // The toolbar's own word for the entry's state, not a note.
  const saved = page.getByText('Changes saved', { exact: true });
  // Decap says a failed save in an error note ("Failed to persist entry: …"): the test fails with its words at once.
  const failed = newNotes(page, 'error');
  try {
    await saved.or(failed).first().waitFor({ timeout: 60_000 });
  } catch (error) {
    throw new Error(`no "Changes saved" within 60 s; the editor's notes: ${JSON.stringify(await page.locator('.Toastify__toast').allInnerTexts())}`, { cause: error });
  }
  if (await failed.count()) throw new Error(`the save failed: ${(await failed.allInnerTexts()).join(' | ')}`);
  if (created) await page.waitForURL((url) => !newEntry(url.href), { timeout: 60_000 });
}

/** Moves the open draft to a column of the workflow: Draft, In review or Ready (only a Ready draft can be published). */
export async function setStatus(page: Page, status: 'Draft' | 'In review' | 'Ready'): Promise<void> {
  await page.getByRole('button', { name: /^Status: / }).click({ timeout: 60_000 });
  await page.getByRole('menuitem', { name: status, exact: true }).click();
  await page.getByRole('button', { name: `Status: ${status}`, exact: true }).waitFor({ timeout: 60_000 });
}

/** Publishes the open draft, Ready already, as the owner does: Publish, Publish now, and yes to "Are you sure?". */
export async function publishReady(page: Page): Promise<void> {
  page.once('dialog', (dialog) => void dialog.accept());
  await markNotesSeen(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
  await newNotes(page).getByText('Entry published', { exact: true }).first().waitFor({ timeout: 60_000 });
}

/** Saves the open entry, marks the draft Ready and publishes it; or, when the editor is to refuse the entry, only tries to save it. */
export async function publish(page: Page, outcome: 'saved' | 'refused' = 'saved'): Promise<void> {
  await saveDraft(page, outcome);
  if (outcome === 'refused') return;
  await setStatus(page, 'Ready');
  await publishReady(page);
}
