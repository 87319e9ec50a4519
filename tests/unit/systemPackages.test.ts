import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setUpFor, systemPackages, type Machine } from '../../scripts/systemPackages.ts';

const programOf = (name: string) => systemPackages.find((wanted) => wanted.name === name)!.program;
/** A machine that has every program but those of `lacking` (Debian's package names), with apt-get. */
const machine = (lacking: string[], { root = true, aptGet = true } = {}): Machine => {
  const absent = new Set(lacking.map(programOf));
  return { root, has: (program) => (program === 'apt-get' ? aptGet : !absent.has(program)) };
};
const everyFile = ['tests/unit/routes.test.ts', 'tests/dist/nuChecker.test.ts', 'tests/e2e/home.test.ts', 'tests/engines/firefox.test.ts', 'tests/engines/webkit.test.ts'];

describe("npm test's own setup", () => {
  it('does nothing on a machine that has everything', () => {
    assert.deepEqual(setUpFor(everyFile, machine([])), { kind: 'ready' });
  });

  it('installs, as root with apt-get, exactly the packages that are missing', () => {
    assert.deepEqual(setUpFor(everyFile, machine(['chromium-headless-shell', 'xvfb', 'default-jre-headless'])), {
      kind: 'install',
      packages: ['chromium-headless-shell', 'xvfb', 'default-jre-headless'],
    });
  });

  it('stops at once with the one command to run when it may not install', () => {
    const setUp = setUpFor(everyFile, machine(['chromium-headless-shell', 'firefox-esr'], { root: false }));
    assert.equal(setUp.kind, 'stop');
    assert.match(setUp.kind === 'stop' ? setUp.message : '', /\n {2}sudo apt-get install -y chromium-headless-shell firefox-esr\n/);
  });

  it('without apt-get, names what is missing and the variables that point at another copy', () => {
    const setUp = setUpFor(everyFile, machine(['chromium', 'xvfb'], { aptGet: false }));
    assert.equal(setUp.kind, 'stop');
    const message = setUp.kind === 'stop' ? setUp.message : '';
    assert.match(message, /chromium, xvfb/);
    assert.match(message, /CHROMIUM_PATH \(chromium\)/);
    assert.doesNotMatch(message, /apt-get install/);
  });

  it('asks only for what the files run drive', () => {
    const bare = machine(systemPackages.map((wanted) => wanted.name));
    assert.deepEqual(setUpFor(['tests/unit/routes.test.ts'], bare), { kind: 'ready' }, 'unit tests drive no browser');
    assert.deepEqual(setUpFor(['tests/e2e/home.test.ts'], bare), { kind: 'install', packages: ['chromium', 'chromium-headless-shell'] });
    assert.deepEqual(setUpFor(['tests/engines/webkit.test.ts'], bare), { kind: 'install', packages: ['chromium', 'chromium-headless-shell', 'webkit2gtk-driver', 'xvfb'] });
    assert.deepEqual(setUpFor(['tests/dist/nuChecker.test.ts'], bare), { kind: 'install', packages: ['chromium', 'chromium-headless-shell', 'default-jre-headless'] });
  });
});
