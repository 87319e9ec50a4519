import { css } from '@linaria/core';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../paths.ts';
import { buttonClass } from '../components/Button.tsx';
import { Container } from '../components/Container.tsx';
import type { NotFoundContent } from '../content/notFound.ts';

const wrap = css`
  display: grid;
  justify-items: center;
  gap: var(--space-4);
  padding-block: var(--space-9);
  text-align: center;
`;

const code = css`
  font-size: clamp(4rem, 3rem + 6vw, 7rem);
  font-weight: 800;
  letter-spacing: -0.04em;
  color: var(--color-primary);
  line-height: 1;
`;

/** SPEC.md §8: '404', 'Oops! Page not found' and a 'Return to Home' link. */
export default function NotFoundPage({ content }: { content: NotFoundContent }) {
  return (
    <Container className={wrap}>
      <h1 className={code}>404</h1>
      <p>{content.message}</p>
      <a href={paths.home} className={buttonClass({ size: 'lg' })}>
        <ArrowLeft aria-hidden="true" focusable="false" />
        {content.homeLink}
      </a>
    </Container>
  );
}
