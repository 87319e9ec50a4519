/**
 * The behaviour core (./behaviourCore.ts) in Debian's Chromium, over WebDriver BiDi. Its route
 * sweep is tests/support/routeSweep.ts's (sweepMobile and sweepDesktop).
 */
import { launchBidiDriver } from '../support/engines/bidiDriver.ts';
import { behaviourCore } from './behaviourCore.ts';

behaviourCore(() => launchBidiDriver('chromium'), { touch: true, pen: true, backgroundTabs: true, routeSweep: false });
