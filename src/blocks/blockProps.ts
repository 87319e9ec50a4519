import type { BookingPlace } from '../components/bookingDom.ts';
import type { SectionTone } from '../components/Section.tsx';
import type { BlockKind, BlockOf } from './library.ts';

/** What each block's component is given: its data, its tone in the stack and the page's path (for `#anchor` links). */
export interface BlockProps<Kind extends BlockKind> {
  block: BlockOf<Kind>;
  tone: SectionTone;
  path: string;
  /** The place its booking button reports on a page made of blocks; elsewhere the button's usual one. */
  place?: Extract<BookingPlace, 'landing-block'>;
}
