import type { ReactNode } from 'react';
import { CtaBand, type CtaBandProps } from './CtaBand.tsx';
import { Hero, type HeroProps } from './Hero.tsx';

export interface ContentPageProps {
  hero: HeroProps;
  /** The closing call-to-action band; every content page has one. */
  cta?: CtaBandProps;
  children: ReactNode;
}

/** The shared content-page layout (inside the document's header and footer): hero, sections, CTA band. */
export function ContentPage({ hero, cta, children }: ContentPageProps) {
  return (
    <>
      <Hero {...hero} />
      {children}
      <CtaBand {...cta} />
    </>
  );
}
