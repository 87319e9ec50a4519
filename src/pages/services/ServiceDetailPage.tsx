import { css } from '@linaria/core';
import { ContentBlocks } from '../../components/ContentBlocks.tsx';
import { ContentPage } from '../../components/ContentPage.tsx';
import { HeroActions, OutlineLink } from '../../components/HeroActions.tsx';
import { MetricTiles } from '../../components/MetricTiles.tsx';
import { ProofPoints } from '../../components/ProofPoints.tsx';
import { useSharedWords } from '../../components/SharedWords.tsx';
import type { ServiceOf } from '../../content/serviceSchema.ts';
import { onPage } from '../../paths.ts';

/** Two tiles read as a pair beside the hero copy rather than stretching across the page. */
const pair = css`
  max-width: 36rem;
`;

/** The sections layout: hero with figures (or the usual promises), the sections in order, the closing CTA. */
export function ServiceDetailPage({ service, path }: { service: ServiceOf<'sections'>; path: string }) {
  const { hero, blocks, cta } = service;
  const { servicePages: words } = useSharedWords();
  const figures = hero.metrics ? <MetricTiles metrics={hero.metrics} /> : <ProofPoints points={words.promises} />;
  return (
    <ContentPage
      hero={{
        eyebrow: hero.eyebrow,
        title: hero.title,
        lead: hero.lead,
        backLink: true,
        actions: <HeroActions bookingText={hero.bookingText} secondary={{ ...hero.secondary, href: onPage(hero.secondary.href, path) }} />,
        children: hero.metrics && hero.metrics.length <= 2 ? <div className={pair}>{figures}</div> : figures,
      }}
      cta={{
        title: cta.title,
        text: cta.text,
        buttonText: cta.buttonText,
        secondary: cta.secondary ? <OutlineLink link={{ ...cta.secondary, href: onPage(cta.secondary.href, path) }} /> : undefined,
      }}
    >
      <ContentBlocks blocks={blocks} />
    </ContentPage>
  );
}
