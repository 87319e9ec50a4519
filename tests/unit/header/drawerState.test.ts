import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { drawerReducer, initialDrawerState, type DrawerAction, type DrawerState } from '../../../src/islands/header/drawerState.ts';

const after = (...actions: DrawerAction['type'][]): DrawerState =>
  actions.reduce((state, type) => drawerReducer(state, { type } as DrawerAction), initialDrawerState);

describe('mobile drawer state', () => {
  it('starts closed with the services list collapsed', () => {
    assert.deepEqual(initialDrawerState, { open: false, servicesExpanded: false });
  });

  it('opens and closes with the menu button', () => {
    assert.equal(after('toggle').open, true);
    assert.equal(after('toggle', 'toggle').open, false);
  });

  it('expands and collapses the services list with its own toggle, leaving the drawer open', () => {
    assert.deepEqual(after('toggle', 'toggleServices'), { open: true, servicesExpanded: true });
    assert.deepEqual(after('toggle', 'toggleServices', 'toggleServices'), { open: true, servicesExpanded: false });
  });

  it('closes completely, services collapsed, on close, on a link click or page change, and from the menu button', () => {
    for (const closing of ['close', 'navigate', 'toggle'] as const) {
      assert.deepEqual(after('toggle', 'toggleServices', closing), initialDrawerState, closing);
    }
  });

  it('returns the same state when nothing changes, so React skips the re-render', () => {
    const open = after('open');
    assert.equal(open.open, true);
    assert.equal(drawerReducer(open, { type: 'open' }), open);
    assert.equal(drawerReducer(initialDrawerState, { type: 'close' }), initialDrawerState);
    assert.equal(drawerReducer(initialDrawerState, { type: 'navigate' }), initialDrawerState);
  });
});
