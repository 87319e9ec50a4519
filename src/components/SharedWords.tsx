import { createContext, useContext, type ReactNode } from 'react';
import type { SharedWords } from '../content/shared.ts';

const SharedWordsContext = createContext<SharedWords | undefined>(undefined);

/** Hands the words every page shares to the components under it (the document sets it, as does the editor's preview). */
export function SharedWordsProvider({ words, children }: { words: SharedWords; children: ReactNode }) {
  return <SharedWordsContext value={words}>{children}</SharedWordsContext>;
}

/** The shared words; a component outside a provider is a mistake, so it throws. */
export function useSharedWords(): SharedWords {
  const words = useContext(SharedWordsContext);
  if (!words) throw new Error('useSharedWords needs a SharedWordsProvider above it');
  return words;
}
