import { css } from '@linaria/core';
import { Container } from '../components/Container.tsx';
import { useSharedWords } from '../components/SharedWords.tsx';

const wrap = css`
  padding-block: var(--section-padding);
  text-align: center;
  & h1 {
    font-size: var(--text-2xl);
    margin-bottom: var(--space-4);
  }
`;

/**
 * Fallback for hosts that ignore `_redirects`: an inline script replaces the location with the
 * target while the page parses, keeping the hash; without JavaScript the instant refresh and the
 * link do the same, minus the hash.
 */
export default function RedirectPage({ to, targetTitle }: { to: string; targetTitle: string }) {
  const { movedPage } = useSharedWords();
  return (
    <Container className={wrap}>
      <script dangerouslySetInnerHTML={{ __html: `location.replace(${JSON.stringify(to)}+location.hash)` }} />
      {/* Instant: a delayed refresh fails WCAG 2.2.1 (html-validate meta-refresh). */}
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <h1>{movedPage.title}</h1>
      <p>
        {`${movedPage.text} `}
        <a href={to}>{targetTitle}</a>.
      </p>
    </Container>
  );
}
