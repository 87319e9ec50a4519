import { css } from '@linaria/core';
import { Hero } from '../../components/Hero.tsx';
import { HeroActions } from '../../components/HeroActions.tsx';
import { MetricTiles } from '../../components/MetricTiles.tsx';
import { ProofPoints } from '../../components/ProofPoints.tsx';
import { useSharedWords } from '../../components/SharedWords.tsx';
import { onPage } from '../../paths.ts';
import type { BlockProps } from '../blockProps.ts';

/** Two tiles read as a pair beside the hero copy rather than stretching across the page. */
const pair = css`
  max-width: 36rem;
`;

/** The top of the page: headline, lead, the booking button and a second link, then key figures (or the usual promises). */
export function HeroBlock({ block, path, place }: Omit<BlockProps<'hero'>, 'tone'>) {
  const { servicePages: words } = useSharedWords();
  const figures = block.metrics ? <MetricTiles metrics={block.metrics} /> : block.withoutPromises ? null : <ProofPoints points={words.promises} />;
  const secondary = block.secondary ? { ...block.secondary, href: onPage(block.secondary.href, path) } : undefined;
  return (
    <Hero
      eyebrow={block.eyebrow}
      title={block.title}
      lead={block.lead}
      backLink={block.backLink}
      actions={<HeroActions bookingText={block.bookingText} bookingLook={block.bookingLook} secondary={secondary} place={place} />}
    >
      {block.metrics && block.metrics.length <= 2 ? <div className={pair}>{figures}</div> : figures}
    </Hero>
  );
}
