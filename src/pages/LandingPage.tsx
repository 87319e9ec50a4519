import { Blocks } from '../blocks/Blocks.tsx';
import type { Block } from '../blocks/library.ts';

/** A page the owner built from blocks: the blocks, in the order of its file, headline first; its booking buttons tell the scheduler they are a landing page's. */
export default function LandingPage({ blocks, path }: { blocks: readonly Block[]; path: string }) {
  return <Blocks blocks={blocks} path={path} place="landing-block" />;
}
