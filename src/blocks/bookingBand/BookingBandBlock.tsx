import { CtaBand } from '../../components/CtaBand.tsx';
import type { BlockProps } from '../blockProps.ts';

/** The closing booking band, with its optional second link. */
export function BookingBandBlock({ block, path, place }: Omit<BlockProps<'bookingBand'>, 'tone'>) {
  return (
    <CtaBand
      id={block.id}
      title={block.title}
      text={block.text}
      buttonText={block.buttonText}
      place={place}
      secondary={block.secondary ? { link: block.secondary, path } : undefined}
    />
  );
}
