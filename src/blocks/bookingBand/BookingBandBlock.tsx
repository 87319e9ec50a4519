import type { ComponentProps } from 'react';
import type { z } from 'zod';
import { CtaBand } from '../../components/CtaBand.tsx';
import { OutlineLink } from '../../components/HeroActions.tsx';
import { onPage } from '../../paths.ts';
import type { bookingBandBlock } from './bookingBandBlock.ts';

export interface BookingBandBlockProps {
  block: Omit<z.output<typeof bookingBandBlock>, 'kind'>;
  path: string;
  /** Its booking button's place, for the scheduler: a page made of blocks tells its own apart. */
  place?: ComponentProps<typeof CtaBand>['place'];
}

/** The closing booking band, with its optional second link. */
export function BookingBandBlock({ block, path, place }: BookingBandBlockProps) {
  return (
    <CtaBand
      id={block.id}
      title={block.title}
      text={block.text}
      buttonText={block.buttonText}
      place={place}
      secondary={block.secondary ? <OutlineLink link={{ ...block.secondary, href: onPage(block.secondary.href, path) }} /> : undefined}
    />
  );
}
