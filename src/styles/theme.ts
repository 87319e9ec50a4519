import { breakpoints } from './breakpoints.ts';

/*
 * The site's colours, the one place a colour is written: the stylesheet reads them as custom
 * properties (--color-<name>, written by ./globalStyles.ts), and what is drawn outside the
 * stylesheet (the logo mark, the QR code, the social cards, the web manifest, the editor's
 * preview) reads them here. Breakpoints live in ./breakpoints.ts.
 */
export const colours = {
  ink: '#0f172a',
  text: '#1e293b',
  textMuted: '#475569',
  textInverse: '#f8fafc',
  textInverseMuted: '#cbd5e1',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primarySoft: '#e8eefc',
  /** The dark end of the brand gradients. */
  primaryDeep: '#1e3a8a',
  /** Text and marks on the brand gradients, lightest last. */
  primaryLight: '#bfdbfe',
  primaryMist: '#dbe4ff',
  primaryPale: '#e0e7ff',
  /** The comparison table's in-house column. */
  primaryWash: '#f7f9ff',
  accent: '#f59e0b',
  accentHover: '#fbbf24',
  accentStrong: '#b45309',
  accentLight: '#fcd34d',
  accentSoft: '#fef3c7',
  accentWash: '#fffbeb',
  /** The comparison table's agency column. */
  accentMist: '#fffbf0',
  success: '#047857',
  successSoft: '#d1fae5',
  danger: '#b91c1c',
  dangerSoft: '#fef2f2',
  dangerInk: '#7f1d1d',
  surface: '#ffffff',
  surfaceMuted: '#f5f7fb',
  surfaceDark: '#0b1530',
  surfaceDarkRaised: '#15224a',
  /** Headings, figures and icons on the dark and brand surfaces. */
  onDark: '#ffffff',
  border: '#e2e8f0',
  borderStrong: '#cbd5e1',
  focus: '#2563eb',
} as const;

export type ColourName = keyof typeof colours;

/** The custom property a colour is read by in CSS: `colourProperty('primaryDeep')` is `--color-primary-deep`. */
export function colourProperty(name: ColourName): string {
  return `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Every colour as a custom property declaration, for :root. */
export const colourProperties = (Object.keys(colours) as ColourName[]).map((name) => `${colourProperty(name)}: ${colours[name]};`).join('\n');

/** The home page's revenue-engine pillars, one accent each by their place around the hub. */
export const pillarColours = [colours.primary, '#7c3aed', '#0e7490', colours.success, colours.accentStrong, '#be123c', '#4338ca', '#0f766e'] as const;

/** Media queries for use inside Linaria templates: `${media.lg} { … }`. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  belowSm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
} as const;
