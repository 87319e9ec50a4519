/** One route of each page template at the desktop viewport, through the one sweep of tests/support/routeSweep.ts (its checks are listed there). */
import { sweepRoutes } from '../support/routeSweep.ts';

sweepRoutes('desktop');
