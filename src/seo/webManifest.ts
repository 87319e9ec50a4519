/**
 * Icons and the web app manifest. The PNG icons are drawn from `static/favicon.svg` by
 * `scripts/generate-favicons.ts` and committed; the manifest is written at build time from site.ts.
 */
import { paths } from '../paths.ts';
import { site } from '../site.ts';
import { colours } from '../styles/theme.ts';

export const webManifestPath = '/site.webmanifest';

/** The brand blue of the logo mark: browser UI and icon backdrop. */
export const brandColour = colours.primary;

export interface IconFile {
  /** File in static/, served at the site root. */
  file: string;
  size: number;
  /** Full-bleed icon with the mark inside the central safe zone (Android adaptive icons). */
  maskable?: boolean;
  /** Opaque square, as iOS home screens want. */
  opaque?: boolean;
}

export const iconFiles = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180, opaque: true },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'icon-maskable-512.png', size: 512, maskable: true, opaque: true },
] as const satisfies readonly IconFile[];

/** `site.webmanifest`: name, colours and icons for "Add to Home Screen". */
export function webManifest(): string {
  const manifestIcons = iconFiles
    .filter((icon) => icon.size >= 192)
    .map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: 'maskable' in icon ? 'maskable' : 'any',
    }));
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    start_url: paths.home,
    scope: paths.home,
    display: 'browser',
    background_color: colours.surface,
    theme_color: brandColour,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }, ...manifestIcons],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
