import { ContentBlocks } from '../../components/ContentBlocks.tsx';
import { ContentPage } from '../../components/ContentPage.tsx';
import { HeroActions, OutlineLink } from '../../components/HeroActions.tsx';
import { MetricTiles } from '../../components/MetricTiles.tsx';
import { ProofPoints } from '../../components/ProofPoints.tsx';
import { proofPoints } from '../../content/services/proofPoints.ts';
import type { ServiceDetailContent } from '../../content/types.ts';

/** A service page built from content blocks: hero with figures, the blocks, the closing CTA. */
export function ServiceDetailPage({ content }: { content: ServiceDetailContent }) {
  const { hero, blocks, cta } = content;
  return (
    <ContentPage
      hero={{
        eyebrow: hero.eyebrow,
        title: hero.title,
        lead: hero.lead,
        backLink: true,
        actions: <HeroActions bookingText={hero.bookingText} secondary={hero.secondary} />,
        children: hero.metrics ? (
          <MetricTiles metrics={hero.metrics} />
        ) : (
          <ProofPoints points={proofPoints} />
        ),
      }}
      cta={{
        title: cta.title,
        text: cta.text,
        buttonText: cta.buttonText,
        secondary: cta.secondary ? <OutlineLink link={cta.secondary} /> : undefined,
      }}
    >
      <ContentBlocks blocks={blocks} />
    </ContentPage>
  );
}
