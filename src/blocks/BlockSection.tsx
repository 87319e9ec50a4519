import type { ReactNode } from 'react';
import { Section, type SectionTone } from '../components/Section.tsx';

/** The section a block is drawn in: its anchor, its heading and the tone its place in the stack gives it. */
export function BlockSection({
  block,
  tone,
  align,
  children,
}: {
  block: { id: string; eyebrow?: string; title: string; intro?: string };
  tone: SectionTone;
  align?: 'start' | 'center';
  children: ReactNode;
}) {
  return (
    <Section id={block.id} tone={tone} eyebrow={block.eyebrow} title={block.title} intro={block.intro} align={align}>
      {children}
    </Section>
  );
}
