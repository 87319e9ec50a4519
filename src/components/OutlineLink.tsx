import type { LinkCopy } from '../content/shapes.ts';
import { onPage } from '../paths.ts';
import { buttonClass } from './Button.tsx';

/** An outline button link from copy data, drawn on the page at `path` (an anchor alone, `#process`, is taken to be on it); its context, if any, is read but not shown. */
export function OutlineLink({ link, path }: { link: LinkCopy; path: string }) {
  return (
    <a href={onPage(link.href, path)} className={buttonClass({ variant: 'outline', size: 'lg' })}>
      {link.label}
      {link.context ? <span className="visually-hidden"> {link.context}</span> : null}
    </a>
  );
}
