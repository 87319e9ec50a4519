import { BookingBandBlock } from '../../blocks/bookingBand/BookingBandBlock.tsx';
import { Blocks } from '../../blocks/Blocks.tsx';
import { HeroBlock } from '../../blocks/hero/HeroBlock.tsx';
import type { ServiceOf } from '../../content/serviceSchema.ts';

/** The sections layout: the top with figures (or the usual promises), blocks of the library in order, the closing band. */
export function ServiceDetailPage({ service, path }: { service: ServiceOf<'sections'>; path: string }) {
  const { hero, blocks, cta } = service;
  return (
    <>
      <HeroBlock block={hero} path={path} backLink />
      <Blocks blocks={blocks} path={path} />
      <BookingBandBlock block={cta} path={path} />
    </>
  );
}
