import type { SharedWords } from '../content/shared.ts';
import { wordsContext } from './wordsContext.tsx';

const context = wordsContext<SharedWords>('SharedWordsProvider');

/** Hands the words every page shares to the components under it (the document sets it, as does the editor's preview). */
export const SharedWordsProvider = context.Provider;

/** The shared words (src/content/documents/shared.yml). */
export const useSharedWords = context.useWords;
