/**
 * Draws the blog's cover art: one original SVG composition per post, in the site's colours,
 * rendered by sharp to `static/images/blog/<slug>.jpg` at 1600×900. The JPGs are committed.
 * Run: `npx tsx scripts/generate-blog-covers.ts` (add slugs to redraw only those).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'static/images/blog');

export const coverSize = { width: 1600, height: 900 } as const;
const { width: W, height: H } = coverSize;

const c = {
  night: '#0b1530',
  navy: '#15224a',
  deep: '#1e3a8a',
  primary: '#1d4ed8',
  blue: '#3b82f6',
  sky: '#93c5fd',
  mist: '#dbe4ff',
  accent: '#f59e0b',
  amber: '#fbbf24',
  white: '#f8fafc',
  slate: '#94a3b8',
};

/** Deterministic pseudo-random numbers, so a redraw produces the same image. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shared backdrop: a night-to-blue gradient, two soft glows and a faint dot grid. */
function backdrop(glow: { x: number; y: number }, counterGlow: { x: number; y: number }): string {
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${c.night}"/>
      <stop offset="0.55" stop-color="${c.navy}"/>
      <stop offset="1" stop-color="${c.deep}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${glow.x / W}" cy="${glow.y / H}" r="0.45">
      <stop offset="0" stop-color="${c.accent}" stop-opacity="0.38"/>
      <stop offset="1" stop-color="${c.accent}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="counter" cx="${counterGlow.x / W}" cy="${counterGlow.y / H}" r="0.5">
      <stop offset="0" stop-color="${c.blue}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${c.blue}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="1.6" fill="${c.white}" fill-opacity="0.07"/>
    </pattern>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#020617" flood-opacity="0.45"/>
    </filter>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation="18"/>
    </filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#counter)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)"/>`;
}

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

/** Post 1: a winding path that straightens into one clear line toward a bright horizon. */
function personalBrand(): string {
  const milestones = [880, 990, 1100]
    .map((x) => `<circle cx="${x}" cy="${452 - (x - 820) * 0.075}" r="13" fill="${c.night}" stroke="${c.amber}" stroke-width="6"/>`)
    .join('');
  return svg(`${backdrop({ x: 1260, y: 400 }, { x: 200, y: 820 })}
    <line x1="0" y1="470" x2="${W}" y2="470" stroke="${c.sky}" stroke-opacity="0.25" stroke-width="2"/>
    <circle cx="1300" cy="405" r="150" fill="${c.amber}" fill-opacity="0.35" filter="url(#soft)"/>
    <circle cx="1300" cy="405" r="92" fill="${c.amber}"/>
    <circle cx="1300" cy="405" r="62" fill="#fde68a"/>
    <path d="M110,860 C300,780 80,690 260,620 C430,555 560,700 660,590 C740,500 640,470 820,452 L1210,422"
      fill="none" stroke="${c.sky}" stroke-opacity="0.25" stroke-width="46" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M110,860 C300,780 80,690 260,620 C430,555 560,700 660,590 C740,500 640,470 820,452"
      fill="none" stroke="${c.slate}" stroke-width="12" stroke-dasharray="4 26" stroke-linecap="round"/>
    <path d="M820,452 L1210,422" fill="none" stroke="${c.white}" stroke-width="14" stroke-linecap="round"/>
    ${milestones}
    <circle cx="110" cy="860" r="16" fill="${c.sky}"/>`);
}

/** Post 2: a compass over a rising growth chart and a network of connected nodes. */
function fractionalCmoGuide(): string {
  const rand = random(2);
  const nodes = Array.from({ length: 14 }, () => ({ x: 120 + rand() * 700, y: 110 + rand() * 420 }));
  const links = nodes
    .flatMap((a, i) => nodes.slice(i + 1).map((b) => ({ a, b, d: Math.hypot(a.x - b.x, a.y - b.y) })))
    .filter((link) => link.d < 230)
    .map(({ a, b }) => `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${c.sky}" stroke-opacity="0.35" stroke-width="3"/>`)
    .join('');
  const dots = nodes.map((n, i) => `<circle cx="${n.x}" cy="${n.y}" r="${i % 3 === 0 ? 11 : 7}" fill="${i % 4 === 0 ? c.amber : c.sky}"/>`).join('');
  const bars = [120, 170, 150, 230, 280, 340, 410]
    .map((h, i) => `<rect x="${140 + i * 96}" y="${820 - h}" width="62" height="${h}" rx="10" fill="${i >= 5 ? c.blue : c.primary}" fill-opacity="${i >= 5 ? 1 : 0.75}"/>`)
    .join('');
  const ticks = Array.from({ length: 24 }, (_, i) => {
    const angle = (i * 15 * Math.PI) / 180;
    const inner = i % 6 === 0 ? 190 : 208;
    return `<line x1="${1090 + Math.sin(angle) * inner}" y1="${440 - Math.cos(angle) * inner}" x2="${1090 + Math.sin(angle) * 228}" y2="${440 - Math.cos(angle) * 228}" stroke="${c.white}" stroke-opacity="0.8" stroke-width="${i % 6 === 0 ? 6 : 3}" stroke-linecap="round"/>`;
  }).join('');
  return svg(`${backdrop({ x: 1120, y: 420 }, { x: 300, y: 700 })}
    ${links}${dots}${bars}
    <polyline points="171,690 267,640 363,660 459,585 555,530 651,470 747,400" fill="none" stroke="${c.amber}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    <g filter="url(#shadow)">
      <circle cx="1090" cy="440" r="262" fill="${c.night}" stroke="${c.sky}" stroke-opacity="0.5" stroke-width="4"/>
      <circle cx="1090" cy="440" r="236" fill="none" stroke="${c.white}" stroke-opacity="0.9" stroke-width="8"/>
    </g>
    ${ticks}
    <g transform="rotate(38 1090 440)">
      <polygon points="1090,250 1128,440 1052,440" fill="${c.amber}"/>
      <polygon points="1090,630 1128,440 1052,440" fill="${c.white}"/>
    </g>
    <circle cx="1090" cy="440" r="22" fill="${c.night}" stroke="${c.white}" stroke-width="6"/>`);
}

/** Post 3: layered dashboard panels with bar charts, a funnel and a rising trend line. */
function marketingAnalytics(): string {
  const panel = (x: number, y: number, w: number, h: number, content: string, opacity = 1) =>
    `<g filter="url(#shadow)" opacity="${opacity}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="${c.white}"/></g>
     <rect x="${x + 32}" y="${y + 30}" width="${w * 0.32}" height="14" rx="7" fill="${c.slate}" fill-opacity="0.55"/>${content}`;
  const bars = [90, 140, 120, 190, 170, 240, 280]
    .map((h, i) => `<rect x="${170 + i * 62}" y="${520 - h}" width="38" height="${h}" rx="8" fill="${i > 4 ? c.primary : '#bfd0fb'}"/>`)
    .join('');
  const funnel = [300, 230, 160, 96]
    .map((w, i) => {
      const y = 380 + i * 66;
      const next = [230, 160, 96, 60][i] ?? 60;
      return `<polygon points="${1210 - w / 2},${y} ${1210 + w / 2},${y} ${1210 + next / 2},${y + 56} ${1210 - next / 2},${y + 56}" fill="${[c.sky, '#60a5fa', c.blue, c.primary][i]}"/>`;
    })
    .join('');
  const trend = [
    [640, 700],
    [720, 670],
    [800, 690],
    [880, 620],
    [960, 600],
    [1040, 540],
    [1120, 500],
  ];
  return svg(`${backdrop({ x: 1350, y: 180 }, { x: 250, y: 760 })}
    ${panel(120, 150, 540, 420, bars)}
    ${panel(1010, 270, 400, 520, funnel)}
    ${panel(560, 430, 620, 360, `
      <polyline points="${trend.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${c.accent}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
      ${trend.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="${c.white}" stroke="${c.accent}" stroke-width="5"/>`).join('')}
      <line x1="620" y1="740" x2="1140" y2="740" stroke="${c.slate}" stroke-opacity="0.5" stroke-width="3"/>`)}
    <circle cx="1420" cy="170" r="56" fill="${c.amber}"/>
    <path d="M1420,170 L1420,114 A56,56 0 0 1 1472,190 Z" fill="${c.night}" fill-opacity="0.85"/>`);
}

/** Post 4: figures climbing connected steps toward a target, with a toolkit at their base. */
function salesEnablement(): string {
  const steps = [0, 1, 2, 3, 4].map((i) => ({ x: 180 + i * 200, y: 760 - i * 110 }));
  const blocks = steps
    .map((s, i) => `<rect x="${s.x}" y="${s.y}" width="200" height="${900 - s.y}" fill="${[c.deep, c.primary, '#2563eb', c.blue, '#60a5fa'][i]}"/>`)
    .join('');
  const person = (x: number, y: number, colour: string) =>
    `<circle cx="${x}" cy="${y - 112}" r="24" fill="${colour}"/><rect x="${x - 30}" y="${y - 82}" width="60" height="82" rx="28" fill="${colour}"/>`;
  const people = [steps[1], steps[2], steps[3]]
    .map((s, i) => (s ? person(s.x + 100, s.y, i === 2 ? c.amber : c.white) : ''))
    .join('');
  return svg(`${backdrop({ x: 1340, y: 180 }, { x: 260, y: 820 })}
    ${blocks}
    <polyline points="380,650 480,540 580,540 680,430 780,430" fill="none" stroke="${c.white}" stroke-opacity="0.55" stroke-width="5" stroke-dasharray="14 14"/>
    ${people}
    <g transform="translate(1340 220)">
      <circle r="150" fill="${c.white}" fill-opacity="0.1"/>
      <circle r="118" fill="none" stroke="${c.white}" stroke-width="14"/>
      <circle r="76" fill="none" stroke="${c.amber}" stroke-width="14"/>
      <circle r="32" fill="${c.amber}"/>
    </g>
    <line x1="1090" y1="420" x2="1300" y2="250" stroke="${c.amber}" stroke-width="10" stroke-linecap="round"/>
    <polygon points="1300,250 1262,256 1290,286" fill="${c.amber}"/>
    <g transform="translate(70 770)" filter="url(#shadow)">
      <rect x="0" y="20" width="150" height="92" rx="14" fill="${c.amber}"/>
      <path d="M45,20 v-18 h60 v18" fill="none" stroke="${c.amber}" stroke-width="12"/>
      <rect x="0" y="52" width="150" height="10" fill="${c.night}" fill-opacity="0.3"/>
    </g>`);
}

/** Post 5: a rocket lifting off from a mapped grid of target segments and channel paths. */
function gtmPlanning(): string {
  const cells: string[] = [];
  const highlighted = new Set(['2,1', '4,2', '6,1', '3,3', '8,2']);
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 10; col += 1) {
      const x = 80 + col * 150;
      const y = 620 + row * 70;
      const hot = highlighted.has(`${col},${row}`);
      cells.push(`<rect x="${x}" y="${y}" width="132" height="56" rx="10" fill="${hot ? c.amber : c.sky}" fill-opacity="${hot ? 0.9 : 0.12}"/>`);
    }
  }
  const paths = [
    'M760,560 C640,600 480,560 436,690',
    'M780,560 C760,620 700,690 666,760',
    'M800,560 C880,600 940,610 1006,690',
    'M820,560 C1060,560 1230,600 1306,760',
  ]
    .map((d) => `<path d="${d}" fill="none" stroke="${c.white}" stroke-opacity="0.6" stroke-width="5" stroke-dasharray="12 12"/>`)
    .join('');
  return svg(`${backdrop({ x: 800, y: 560 }, { x: 1300, y: 160 })}
    ${cells.join('')}
    ${paths}
    <ellipse cx="790" cy="560" rx="190" ry="38" fill="${c.white}" fill-opacity="0.12"/>
    <g transform="rotate(28 800 330)">
      <path d="M800,520 C760,560 770,640 800,700 C830,640 840,560 800,520 Z" fill="${c.amber}" filter="url(#soft)"/>
      <path d="M800,530 C780,560 782,610 800,650 C818,610 820,560 800,530 Z" fill="#fde68a"/>
      <path d="M800,110 C880,190 900,330 872,500 L728,500 C700,330 720,190 800,110 Z" fill="${c.white}"/>
      <path d="M728,500 L672,560 L690,420 Z" fill="${c.blue}"/>
      <path d="M872,500 L928,560 L910,420 Z" fill="${c.blue}"/>
      <rect x="752" y="490" width="96" height="30" rx="8" fill="${c.primary}"/>
      <circle cx="800" cy="280" r="42" fill="${c.primary}" stroke="${c.sky}" stroke-width="10"/>
    </g>
    <circle cx="1280" cy="150" r="6" fill="${c.white}"/><circle cx="1420" cy="260" r="4" fill="${c.white}"/>
    <circle cx="1120" cy="90" r="5" fill="${c.white}"/><circle cx="260" cy="160" r="5" fill="${c.white}"/>
    <circle cx="420" cy="300" r="4" fill="${c.white}"/>`);
}

/** Post 6: a glowing funnel turning scattered dots into a steady stream of connected points. */
function leadFunnel(): string {
  const rand = random(6);
  const scattered = Array.from({ length: 70 }, () => {
    const x = 90 + rand() * 560;
    const y = 90 + rand() * 300;
    const r = 5 + rand() * 11;
    const colour = rand() > 0.8 ? c.amber : c.sky;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" fill-opacity="${(0.35 + rand() * 0.6).toFixed(2)}"/>`;
  }).join('');
  const stream = Array.from({ length: 7 }, (_, i) => `<circle cx="${960 + i * 88}" cy="610" r="16" fill="${i === 6 ? c.amber : c.white}"/>`).join('');
  return svg(`${backdrop({ x: 760, y: 520 }, { x: 1400, y: 200 })}
    ${scattered}
    <path d="M400,380 L1010,380 L800,600 L800,700 L610,700 L610,600 Z" fill="${c.amber}" fill-opacity="0.35" filter="url(#soft)"/>
    <path d="M420,400 L990,400 L790,600 L790,690 L620,690 L620,600 Z" fill="${c.blue}"/>
    <path d="M420,400 L990,400 L950,440 L460,440 Z" fill="${c.sky}"/>
    <path d="M540,520 L870,520" stroke="${c.white}" stroke-opacity="0.35" stroke-width="6"/>
    <path d="M790,610 C850,610 880,610 960,610 L1488,610" fill="none" stroke="${c.white}" stroke-opacity="0.5" stroke-width="6"/>
    ${stream}
    <circle cx="705" cy="640" r="22" fill="${c.white}"/>`);
}

/** Post 7: nine connected blocks forming the one-page business model grid of a Lean Canvas. */
function leanCanvas(): string {
  const x0 = 170;
  const y0 = 130;
  const colW = 252;
  const gap = 14;
  const rowH = 230;
  const block = (col: number, row: number, cols: number, rows: number, fill: string, opacity = 1) =>
    `<rect x="${x0 + col * (colW + gap)}" y="${y0 + row * (rowH + gap)}" width="${cols * colW + (cols - 1) * gap}" height="${rows * rowH + (rows - 1) * gap}" rx="18" fill="${fill}" fill-opacity="${opacity}"/>`;
  const lines = (col: number, row: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const x = x0 + col * (colW + gap) + 30;
      const y = y0 + row * (rowH + gap) + 42 + i * 30;
      return `<rect x="${x}" y="${y}" width="${i === 0 ? 120 : 170 - i * 18}" height="12" rx="6" fill="${c.night}" fill-opacity="${i === 0 ? 0.55 : 0.22}"/>`;
    }).join('');
  const bottomW = (5 * colW + 4 * gap - gap) / 2;
  return svg(`${backdrop({ x: 800, y: 420 }, { x: 200, y: 120 })}
    <g filter="url(#shadow)">
      ${block(0, 0, 1, 2, c.mist)}
      ${block(1, 0, 1, 1, c.sky)}
      ${block(1, 1, 1, 1, c.sky, 0.8)}
      ${block(2, 0, 1, 2, c.amber)}
      ${block(3, 0, 1, 1, c.sky)}
      ${block(3, 1, 1, 1, c.sky, 0.8)}
      ${block(4, 0, 1, 2, c.mist)}
      <rect x="${x0}" y="${y0 + 2 * (rowH + gap)}" width="${bottomW}" height="150" rx="18" fill="${c.blue}"/>
      <rect x="${x0 + bottomW + gap}" y="${y0 + 2 * (rowH + gap)}" width="${bottomW}" height="150" rx="18" fill="${c.blue}"/>
    </g>
    ${lines(0, 0, 5)}${lines(1, 0, 3)}${lines(1, 1, 3)}${lines(2, 0, 6)}${lines(3, 0, 3)}${lines(3, 1, 3)}${lines(4, 0, 5)}
    <circle cx="${x0 + 2 * (colW + gap) + colW / 2}" cy="${y0 + rowH + gap / 2 + 60}" r="46" fill="${c.night}" fill-opacity="0.85"/>
    <circle cx="${x0 + 2 * (colW + gap) + colW / 2}" cy="${y0 + rowH + gap / 2 + 60}" r="20" fill="${c.amber}"/>`);
}

/** Post 8: two columns side by side, a compass of strategy against a stack of channels. */
function cmoVsAgency(): string {
  const stack = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 250 + i * 92;
      return `<rect x="980" y="${y}" width="420" height="70" rx="16" fill="${[c.blue, '#2563eb', c.primary, '#60a5fa', c.sky][i]}"/>
        <circle cx="1024" cy="${y + 35}" r="16" fill="${c.white}" fill-opacity="0.9"/>
        <rect x="1060" y="${y + 28}" width="${220 - i * 24}" height="14" rx="7" fill="${c.white}" fill-opacity="0.6"/>`;
    })
    .join('');
  return svg(`${backdrop({ x: 420, y: 420 }, { x: 1200, y: 480 })}
    <g filter="url(#shadow)">
      <rect x="160" y="150" width="560" height="620" rx="36" fill="${c.white}" fill-opacity="0.08" stroke="${c.sky}" stroke-opacity="0.4" stroke-width="3"/>
      <rect x="880" y="150" width="560" height="620" rx="36" fill="${c.white}" fill-opacity="0.08" stroke="${c.sky}" stroke-opacity="0.4" stroke-width="3"/>
    </g>
    <circle cx="440" cy="460" r="200" fill="none" stroke="${c.white}" stroke-width="10"/>
    <circle cx="440" cy="460" r="150" fill="none" stroke="${c.white}" stroke-opacity="0.35" stroke-width="4" stroke-dasharray="6 18"/>
    <g transform="rotate(-30 440 460)">
      <polygon points="440,290 474,460 406,460" fill="${c.amber}"/>
      <polygon points="440,630 474,460 406,460" fill="${c.white}"/>
    </g>
    <circle cx="440" cy="460" r="20" fill="${c.night}" stroke="${c.white}" stroke-width="6"/>
    ${stack}
    <line x1="800" y1="120" x2="800" y2="800" stroke="${c.white}" stroke-opacity="0.3" stroke-width="4"/>
    <circle cx="800" cy="460" r="44" fill="${c.amber}"/>
    <circle cx="800" cy="460" r="16" fill="${c.night}"/>`);
}

export const covers: Record<string, () => string> = {
  'simplify-personal-brand-journey-philosophy': personalBrand,
  'fractional-cmo-services-complete-guide': fractionalCmoGuide,
  'marketing-analytics-key-metrics-tracking': marketingAnalytics,
  'sales-enablement-best-practices-growing-teams': salesEnablement,
  'gtm-planning-product-launch-success': gtmPlanning,
  'lead-generation-funnel-high-converting': leadFunnel,
  'lean-canvas': leanCanvas,
  'fractional-cmo-vs-agency': cmoVsAgency,
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.slice(2);
  await mkdir(outDir, { recursive: true });
  for (const [slug, draw] of Object.entries(covers)) {
    if (wanted.length > 0 && !wanted.includes(slug)) continue;
    const file = path.join(outDir, `${slug}.jpg`);
    const info = await sharp(Buffer.from(draw()))
      .resize(W, H)
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(file);
    console.log(`${path.relative(root, file)}  ${info.width}×${info.height}  ${(info.size / 1024).toFixed(0)} KB`);
  }
}
