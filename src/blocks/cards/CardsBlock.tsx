import { css } from '@linaria/core';
import { Card } from '../../components/Card.tsx';
import { CardGrid, columnsFor } from '../../components/CardGrid.tsx';
import type { BlockProps } from '../blockProps.ts';
import { PullQuote } from '../../components/PullQuote.tsx';
import { onPage } from '../../paths.ts';

/** The quote sits above the cards it sums up. */
const quoteSpacing = css`
  margin-bottom: var(--space-7);
`;

export function CardsBlock({ block, path }: BlockProps<'cards'>) {
  return (
    <>
      {block.quote ? <PullQuote quote={block.quote.quote} by={block.quote.by} className={quoteSpacing} /> : null}
      <CardGrid
        items={block.items}
        columns={columnsFor(block.items.length, block.columns)}
        itemKey={(item) => item.title}
        renderItem={(item) => <Card title={item.title} description={item.description} icon={item.icon} features={item.features} link={item.link ? { ...item.link, href: onPage(item.link.href, path) } : undefined} />}
      />
    </>
  );
}
