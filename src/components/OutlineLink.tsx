import type { LinkCopy } from '../content/types.ts';
import { buttonClass } from './Button.tsx';

/** An outline button link from copy data; its context, if any, is read but not shown. */
export function OutlineLink({ link }: { link: LinkCopy }) {
  return (
    <a href={link.href} className={buttonClass({ variant: 'outline', size: 'lg' })}>
      {link.label}
      {link.context ? <span className="visually-hidden"> {link.context}</span> : null}
    </a>
  );
}
