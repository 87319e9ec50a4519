import QRCode from 'qrcode';
import { colours } from '../styles/theme.ts';

/** Modules of light border the QR standard asks for around the code, so scanners find it. */
const QUIET_ZONE = 4;

/** SVG path of the dark modules, one `h1v1h-1z` square each, offset by the quiet zone. */
function modulePath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, d: parts.join('') };
}

export interface QrCodeProps {
  /** The text the code encodes, usually an absolute URL. */
  value: string;
  /** Text alternative: what the code is and where it leads. */
  label: string;
}

/**
 * A QR code drawn as inline SVG at build time from the `qrcode` library's module matrix, so it
 * needs no script, no image request and stays sharp at any size.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { size, d } = modulePath(value);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill={colours.surface} />
      <path d={d} fill={colours.ink} />
    </svg>
  );
}
