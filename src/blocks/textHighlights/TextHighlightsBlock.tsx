import { css } from '@linaria/core';
import { buttonClass } from '../../components/Button.tsx';
import { CheckList } from '../../components/CheckList.tsx';
import { LinkWords } from '../../components/OutlineLink.tsx';
import { Prose, proseBeside, prosePanel } from '../../components/Prose.tsx';
import { onPage } from '../../paths.ts';
import type { BlockProps } from '../blockProps.ts';

const inlineLinks = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin-top: var(--space-2);
`;

export function TextHighlightsBlock({ block, path }: BlockProps<'textHighlights'>) {
  return (
    <div className={proseBeside}>
      <Prose paragraphs={block.paragraphs}>
        <p className={inlineLinks}>
          <a href={onPage(block.primaryLink.href, path)} className={buttonClass({ variant: 'primary' })}>
            <LinkWords link={block.primaryLink} />
          </a>
          {block.secondaryLink ? (
            <a href={onPage(block.secondaryLink.href, path)} className={buttonClass({ variant: 'outline' })}>
              <LinkWords link={block.secondaryLink} />
            </a>
          ) : null}
        </p>
      </Prose>
      <div className={prosePanel}>
        <h3>{block.highlightsTitle}</h3>
        <CheckList items={block.highlights} size="md" />
      </div>
    </div>
  );
}
