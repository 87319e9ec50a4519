/** The behaviour core (./behaviourCore.ts) in Debian's Chromium, over WebDriver BiDi. */
import { launchBidiDriver } from '../support/engines/bidiDriver.ts';
import { behaviourCore } from './behaviourCore.ts';

behaviourCore(() => launchBidiDriver('chromium'), { touch: true, pen: true, backgroundTabs: true });
