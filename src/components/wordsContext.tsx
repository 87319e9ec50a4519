import { createContext, useContext, type ReactNode } from 'react';

/**
 * A provider and a hook for one set of content words (the shared words, the blog's): the page sets
 * them once and the components under it read them; a component used outside the provider throws.
 */
export function wordsContext<Words>(providerName: string) {
  const Context = createContext<Words | undefined>(undefined);
  function Provider({ words, children }: { words: Words; children: ReactNode }) {
    return <Context value={words}>{children}</Context>;
  }
  function useWords(): Words {
    const words = useContext(Context);
    if (!words) throw new Error(`This component needs a ${providerName} above it`);
    return words;
  }
  return { Provider, useWords };
}
