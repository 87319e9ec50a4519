import { answerEarlyTaps, type EarlyTapNames } from '../client/earlyTaps.ts';
import { bookingSessionKeys } from './bookingDom.ts';
import { speculationDom } from './speculationDom.ts';

const names: EarlyTapNames = { bookingAttr: speculationDom.bookingAttr, tapKey: bookingSessionKeys.tap };

/** The script's text: `answerEarlyTaps` called on the page's document. */
export const earlyTapsScript = `(${answerEarlyTaps.toString()})(document,${JSON.stringify(names)})`;

/**
 * `answerEarlyTaps` as a classic inline script in the head: it runs as the parser meets it, before
 * the first paint, so a tap on Menu or a booking control is answered or kept whenever it comes. The
 * CSP allows it by hash, like every inline script (src/build/headers.ts).
 */
export function EarlyTaps() {
  return <script dangerouslySetInnerHTML={{ __html: earlyTapsScript }} />;
}
