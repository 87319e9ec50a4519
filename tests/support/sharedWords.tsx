/** Renders a component as the document does: with the words every page shares (src/content/documents/shared.yml) above it. */
import type { ReactNode } from 'react';
import { SharedWordsProvider } from '../../src/components/SharedWords.tsx';
import { sharedWords } from '../../src/content/shared.ts';

export function withSharedWords(node: ReactNode) {
  return <SharedWordsProvider words={sharedWords}>{node}</SharedWordsProvider>;
}
