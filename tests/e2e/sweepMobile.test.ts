/** Every route at the mobile viewport, through the one sweep of tests/support/routeSweep.ts (its checks are listed there). */
import { sweepRoutes } from '../support/routeSweep.ts';

sweepRoutes('mobile');
