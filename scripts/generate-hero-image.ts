/**
 * Draws the home page's hero illustration (an original composition: a revenue dashboard with a
 * growth chart, a marketing-to-sales funnel and booked calls) and renders it to
 * `static/images/home-hero.png` with sharp. Run: `npx tsx scripts/generate-hero-image.ts`.
 * The PNG is committed; the build turns it into responsive AVIF/WebP.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'static/images/home-hero.png');

export const heroImageSize = { width: 1200, height: 1000 } as const;

const colours = {
  ink: '#0f172a',
  primary: '#1d4ed8',
  primarySoft: '#dbe4ff',
  accent: '#f59e0b',
  success: '#059669',
  muted: '#94a3b8',
  line: '#e2e8f0',
};

/** Bars of the monthly revenue chart, as heights out of 100. */
const revenueBars = [22, 30, 28, 38, 44, 52, 58, 66, 74, 86];
const funnel = [
  { label: 'Visitors', width: 420, colour: '#bfdbfe' },
  { label: 'Leads', width: 340, colour: '#93c5fd' },
  { label: 'Qualified', width: 260, colour: '#3b82f6' },
  { label: 'Customers', width: 180, colour: colours.primary },
];

function bars(x: number, y: number, height: number): string {
  const barWidth = 34;
  const gap = 18;
  return revenueBars
    .map((value, index) => {
      const barHeight = (value / 100) * height;
      const fill = index >= revenueBars.length - 3 ? colours.primary : '#bfd0fb';
      return `<rect x="${x + index * (barWidth + gap)}" y="${y + height - barHeight}" width="${barWidth}" height="${barHeight}" rx="6" fill="${fill}"/>`;
    })
    .join('');
}

function trendLine(x: number, y: number, height: number): string {
  const step = 52;
  const points = revenueBars.map((value, index) => `${x + 17 + index * step},${y + height - (value / 100) * height - 22}`);
  const last = points.at(-1)!.split(',');
  return `<polyline points="${points.join(' ')}" fill="none" stroke="${colours.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="${last[0]}" cy="${last[1]}" r="11" fill="#fff" stroke="${colours.accent}" stroke-width="6"/>`;
}

function funnelShape(cx: number, y: number): string {
  return funnel
    .map((stage, index) => {
      const top = y + index * 62;
      const next = funnel[index + 1]?.width ?? stage.width - 60;
      const half = stage.width / 2;
      const nextHalf = next / 2;
      return `<path d="M${cx - half} ${top} H${cx + half} L${cx + nextHalf} ${top + 54} H${cx - nextHalf} Z" fill="${stage.colour}"/>`;
    })
    .join('');
}

function svg(): string {
  const { width, height } = heroImageSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#eef2ff"/><stop offset="1" stop-color="#e0f2fe"/>
    </linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
      <feDropShadow dx="0" dy="24" stdDeviation="26" flood-color="#0f172a" flood-opacity="0.16"/>
    </filter>
  </defs>
  <rect width="${width}" height="${height}" rx="48" fill="url(#bg)"/>
  <circle cx="1040" cy="150" r="210" fill="#c7d2fe" opacity="0.55"/>
  <circle cx="150" cy="900" r="240" fill="#fde68a" opacity="0.45"/>

  <!-- Main dashboard card: monthly revenue -->
  <g filter="url(#shadow)">
    <rect x="90" y="120" width="700" height="520" rx="32" fill="#fff"/>
  </g>
  <rect x="140" y="170" width="180" height="18" rx="9" fill="${colours.ink}" opacity="0.85"/>
  <rect x="140" y="204" width="260" height="14" rx="7" fill="${colours.muted}" opacity="0.6"/>
  <rect x="600" y="166" width="140" height="52" rx="26" fill="#dcfce7"/>
  <path d="M628 200 l16 -16 l14 12 l22 -22" fill="none" stroke="${colours.success}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="690" y="184" width="34" height="14" rx="7" fill="${colours.success}"/>
  <line x1="140" y1="580" x2="740" y2="580" stroke="${colours.line}" stroke-width="4"/>
  ${bars(150, 280, 290)}
  ${trendLine(150, 280, 290)}

  <!-- Funnel card -->
  <g filter="url(#shadow)">
    <rect x="660" y="430" width="460" height="420" rx="32" fill="#fff"/>
  </g>
  <rect x="710" y="478" width="150" height="18" rx="9" fill="${colours.ink}" opacity="0.85"/>
  ${funnelShape(890, 530)}

  <!-- Booked calls card -->
  <g filter="url(#shadow)">
    <rect x="150" y="690" width="440" height="200" rx="28" fill="${colours.ink}"/>
  </g>
  <rect x="190" y="728" width="120" height="16" rx="8" fill="#fff" opacity="0.9"/>
  ${[0, 1, 2]
    .map((row) => {
      const y = 768 + row * 38;
      return `<circle cx="204" cy="${y + 10}" r="14" fill="${row === 0 ? colours.accent : '#60a5fa'}"/>
      <rect x="232" y="${y + 2}" width="${180 - row * 30}" height="14" rx="7" fill="#cbd5e1" opacity="0.85"/>
      <rect x="470" y="${y}" width="82" height="22" rx="11" fill="${row === 0 ? colours.accent : '#1e3a8a'}"/>`;
    })
    .join('')}

  <!-- Alignment badge: marketing + sales -->
  <g filter="url(#shadow)">
    <rect x="820" y="140" width="290" height="220" rx="28" fill="#fff"/>
  </g>
  <circle cx="920" cy="250" r="62" fill="${colours.primary}" opacity="0.85"/>
  <circle cx="1010" cy="250" r="62" fill="${colours.accent}" opacity="0.85"/>
  <path d="M965 208 a62 62 0 0 1 0 84 a62 62 0 0 1 0 -84z" fill="#1e3a8a"/>
</svg>`;
}

await sharp(Buffer.from(svg())).png({ compressionLevel: 9 }).toFile(output);
console.log(`Wrote ${path.relative(root, output)} (${heroImageSize.width}×${heroImageSize.height})`);
