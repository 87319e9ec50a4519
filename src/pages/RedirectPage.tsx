import { css } from '@linaria/core';
import { Container } from '../components/Container.tsx';

const wrap = css`
  padding: var(--section-padding) 0;
  text-align: center;
  & h1 {
    font-size: var(--text-2xl);
    margin-bottom: var(--space-4);
  }
`;

/**
 * Fallback for hosts that ignore `_redirects`: the client entry replaces the location with the
 * target (keeping the hash); without JavaScript the refresh and the link do the same.
 */
export default function RedirectPage({ to }: { to: string }) {
  return (
    <Container className={wrap}>
      <meta name="redirect-to" content={to} />
      <meta httpEquiv="refresh" content={`1; url=${to}`} />
      <h1>This page has moved</h1>
      <p>
        You are being taken to <a href={to}>our Lead Generation services page</a>.
      </p>
    </Container>
  );
}
