/**
 * The behaviour core (./behaviourCore.ts) in Debian's Firefox ESR, over WebDriver BiDi. Firefox's
 * remote agent has no pen input yet ("Unimplemented pointerMove for pointerType pen"), so the pen
 * runs in Chromium and WebKit.
 */
import { launchBidiDriver } from '../support/engines/bidiDriver.ts';
import { behaviourCore } from './behaviourCore.ts';

behaviourCore(() => launchBidiDriver('firefox'), { touch: true, pen: false, backgroundTabs: true, routeSweep: true });
