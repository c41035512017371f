// The QR code of a report's link as an SVG path of its dark modules (vector, no canvas).
import QRCode from 'qrcode';

export interface QrPath {
  /** Modules per side. */
  size: number;
  /** One unit square per dark module, in module coordinates. */
  d: string;
}

/**
 * The QR code (error correction M) of `text` as one path.
 * @example qrPath('https://inmocalc.netlify.app/').size // 25
 */
export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}
