/**
 * `npm run dev` in a copy of the project: a saved post reloads the open pages with the page
 * changed, a bad save keeps the last good site and tells the editor which file and field failed
 * (the `build` event of /__dev/events), and the fix builds again.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { freePort } from '../../support/freePort.ts';
import { copyProject, type ProjectCopy } from '../../support/projectCopy.ts';

const slug = 'lead-generation-funnel-high-converting';
const postFile = `src/content/posts/${slug}.md`;

let project: ProjectCopy;
let dev: ChildProcess;
let port: number;
let events: IncomingMessage;
/** The events the dev server has sent since the test connected, in order. */
const received: { event: string; data: unknown }[] = [];

/** Resolves with the first event named `event` received after `since` events, within two minutes. */
function nextEvent(event: string, since: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const look = () => {
      const found = received.slice(since).find((candidate) => candidate.event === event);
      if (found) resolve(found.data);
      else if (Date.now() - started > 120_000) reject(new Error(`no ${event} event within two minutes; received ${JSON.stringify(received.slice(since))}`));
      else setTimeout(look, 50);
    };
    look();
  });
}

const page = () => fetch(`http://127.0.0.1:${port}/blog/${slug}/`).then((response) => response.text());
const writePost = (edit: (text: string) => string, original: string) => writeFileSync(path.join(project.dir, postFile), edit(original));

before(async () => {
  project = copyProject();
  port = await freePort();
  dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', '--out', path.join(project.dir, 'dist')], { cwd: project.dir, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let printed = '';
    dev.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('Dev server at')) resolve();
    });
    dev.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    dev.once('exit', (code) => reject(new Error(`npm run dev stopped (exit ${code}):\n${printed}`)));
  });
  events = await new Promise((resolve, reject) => get(`http://127.0.0.1:${port}/__dev/events`, resolve).on('error', reject));
  let buffered = '';
  events.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const messages = buffered.split('\n\n');
    buffered = messages.pop() ?? '';
    for (const message of messages) {
      const event = /^event: (.*)$/m.exec(message)?.[1];
      const data = /^data: (.*)$/m.exec(message)?.[1];
      if (event) received.push({ event, data: data === undefined ? undefined : JSON.parse(data) });
    }
  });
});

after(async () => {
  events?.destroy();
  if (dev && dev.exitCode === null) {
    dev.kill('SIGTERM');
    await new Promise((resolve) => dev.once('exit', resolve));
  }
  project?.remove();
});

it('rebuilds on a saved post and reloads the open pages; a bad save keeps the last good site and names the file and field; the fix builds again', async () => {
  const original = readFileSync(path.join(project.dir, postFile), 'utf8');

  let since = received.length;
  writePost((text) => text.replace(/^title: .*$/m, 'title: "Lead Funnels That Turn Visitors Into Pipeline"'), original);
  await nextEvent('reload', since);
  assert.match(await page(), /Lead Funnels That Turn Visitors Into Pipeline/);

  since = received.length;
  writePost((text) => text.replace(/^category: .*$/m, 'category: Gardening'), original);
  const failed = (await nextEvent('build', since)) as { failure: string | null };
  assert.ok(failed.failure?.includes(`${postFile}: category`), `the failure names the file and field: ${failed.failure}`);
  assert.match(failed.failure ?? '', /the previous dist\/ is unchanged/);
  assert.match(await page(), /Lead Funnels That Turn Visitors Into Pipeline/, 'the last good page is still served');

  since = received.length;
  writePost((text) => text, original);
  await nextEvent('reload', since);
  assert.deepEqual(received.slice(since).find((candidate) => candidate.event === 'build')?.data, { failure: null }, 'the editor is told the build is good again');
  assert.doesNotMatch(await page(), /Lead Funnels That Turn Visitors Into Pipeline/);
});
