/** Copy of the booking page's ways around the scheduler: what shows while it loads, and where to go if it never does. */
import { site } from '../site.ts';

export const schedulerFallback = {
  /** Drawn in the frame's space until the scheduler paints over it. */
  loading: `Loading ${site.founder.firstName}'s calendar…`,
  /** Above the frame, so a visitor whose scheduler never loads is not left looking at an empty box. */
  lead: 'Calendar not showing? Book another way:',
  newTab: 'Open the calendar in a new tab',
} as const;
