import { css } from '@linaria/core';
import { focusRing } from './focusRing.ts';
import { colourProperties } from './theme.ts';
import { webFont } from './webFont.ts';

/** The theme's tokens as custom properties on :root, and the document-wide base styles. Imported once, by the document shell. */
export const globalStyles = css`
  :global() {
    :root {
      ${colourProperties}
      --focus-ring-width: ${focusRing.width}px;
      --focus-ring-offset: ${focusRing.offset}px;

      --font-fallback: 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,
        sans-serif;
      --font-sans: var(--font-fallback);
      --text-xs: 0.8125rem;
      --text-sm: 0.9375rem;
      --text-base: 1.0625rem;
      --text-lg: 1.1875rem;
      --text-xl: clamp(1.25rem, 1.1rem + 0.5vw, 1.5rem);
      --text-2xl: clamp(1.5rem, 1.25rem + 1vw, 2rem);
      --text-3xl: clamp(1.875rem, 1.4rem + 2vw, 2.75rem);
      --text-4xl: clamp(2.25rem, 1.5rem + 3.2vw, 3.75rem);
      --leading-tight: 1.15;
      --leading-snug: 1.35;
      --leading-body: 1.65;

      --space-1: 0.25rem;
      --space-2: 0.5rem;
      --space-3: 0.75rem;
      --space-4: 1rem;
      --space-5: 1.5rem;
      --space-6: 2rem;
      --space-7: 3rem;
      --space-8: 4rem;
      --space-9: 6rem;
      --section-padding: clamp(3.5rem, 2.5rem + 4vw, 6rem);
      --container-width: 72rem;
      --container-gutter: clamp(1rem, 0.5rem + 2.5vw, 2rem);
      --header-height: 4.25rem;

      --radius-sm: 0.375rem;
      --radius-md: 0.75rem;
      --radius-lg: 1.25rem;
      --radius-pill: 999px;
      --shadow-sm: 0 1px 2px rgb(15 23 42 / 6%), 0 1px 3px rgb(15 23 42 / 8%);
      --shadow-md: 0 4px 12px rgb(15 23 42 / 8%), 0 2px 4px rgb(15 23 42 / 6%);
      --shadow-lg: 0 18px 40px rgb(15 23 42 / 14%);
      --transition-fast: 150ms ease;

      color-scheme: light;
    }

    /* The web font only once an earlier page has cached it (src/styles/webFont.ts). */
    :root[${webFont.inUseAttr}] {
      --font-sans: 'Inter Variable', var(--font-fallback);
    }

    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    html {
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
      /* Hash targets and keyboard focus stop below the sticky bar (one offset: a scroll-margin on
         targets as well would add up to twice the bar's height). */
      scroll-padding-top: calc(var(--header-height) + var(--space-4));
    }

    @media (prefers-reduced-motion: no-preference) {
      html {
        scroll-behavior: smooth;
      }
    }

    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        transition-duration: 0.01ms !important;
      }
    }

    body {
      margin: 0;
      font-family: var(--font-sans);
      font-size: var(--text-base);
      line-height: var(--leading-body);
      color: var(--color-text);
      background: var(--color-surface);
      -webkit-font-smoothing: antialiased;
      overflow-wrap: break-word;
    }

    h1,
    h2,
    h3,
    h4 {
      color: var(--color-ink);
      line-height: var(--leading-tight);
      letter-spacing: -0.02em;
      margin: 0;
      text-wrap: balance;
    }

    p {
      margin: 0;
    }

    img,
    svg,
    picture,
    iframe {
      display: block;
      max-width: 100%;
    }

    img {
      height: auto;
    }

    a {
      color: var(--color-primary);
      text-underline-offset: 0.18em;
    }

    a:hover {
      color: var(--color-primary-hover);
    }

    :focus-visible {
      outline: var(--focus-ring-width) solid var(--color-focus);
      outline-offset: var(--focus-ring-offset);
    }

    .visually-hidden {
      position: absolute !important;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    ::selection {
      background: var(--color-primary-soft);
    }
  }
`;
