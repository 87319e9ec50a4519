import { useSharedWords } from './SharedWords.tsx';

/** Tells screen-reader users that the link it sits in opens a new tab ('(opens in a new tab)'). */
export function NewTabNote() {
  return <span className="visually-hidden">{` ${useSharedWords().newTab}`}</span>;
}
