import type { LinkCopy } from '../content/shapes.ts';
import { onPage } from '../paths.ts';
import { buttonClass } from './Button.tsx';

/** A button link's words, then its context, which only screen readers read. */
export function LinkWords({ link }: { link: LinkCopy }) {
  return (
    <>
      {link.label}
      {link.context ? <span className="visually-hidden"> {link.context}</span> : null}
    </>
  );
}

/** An outline button link from copy data, drawn on the page at `path` (an anchor alone, `#process`, is taken to be on it). */
export function OutlineLink({ link, path }: { link: LinkCopy; path: string }) {
  return (
    <a href={onPage(link.href, path)} className={buttonClass({ variant: 'outline', size: 'lg' })}>
      <LinkWords link={link} />
    </a>
  );
}
