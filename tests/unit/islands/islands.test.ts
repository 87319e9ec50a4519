import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { islands, type IslandName } from '../../../src/islands/islands.ts';

describe('the islands, declared once', () => {
  for (const name of Object.keys(islands) as IslandName[]) {
    it(`${name}: the module the build counts is the one its loader imports`, async () => {
      const { module, load } = islands[name];
      const exported = Object.values(await import(pathToFileURL(path.resolve(module)).href));
      assert.ok(exported.includes(await load()), `${module} exports what the loader hands the client`);
    });
  }
});
