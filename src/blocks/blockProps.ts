import type { SectionTone } from '../components/Section.tsx';
import type { BlockKind, BlockOf } from './library.ts';

/** What each block's component is given: its data, its tone in the stack and the page's path (for `#anchor` links). */
export interface BlockProps<Kind extends BlockKind> {
  block: BlockOf<Kind>;
  tone: SectionTone;
  path: string;
}
