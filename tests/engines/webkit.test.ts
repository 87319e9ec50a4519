/**
 * The behaviour core (./behaviourCore.ts) in Debian's WebKitGTK, Safari's engine, over classic
 * WebDriver. Its driver turns touch actions into mouse events and opens no background tabs, so
 * those two parts run in Chromium and Firefox only; the pen, mouse and keyboard run here too.
 */
import { launchWebkitDriver } from '../support/engines/webkitDriver.ts';
import { behaviourCore } from './behaviourCore.ts';

behaviourCore(launchWebkitDriver, { touch: false, pen: true, backgroundTabs: false, routeSweep: true });
