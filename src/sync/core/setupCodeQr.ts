// The setup code as a QR code, for a phone's camera (decision 0196): the same text as the code shown beside it (the
// address, database and user; never the password or the passphrase). uqr (MIT, no dependencies, pinned) encodes it;
// it is part of the sync chunk only, so no page without sync loads it.
import { encode } from 'uqr';

export interface QrDrawing {
  /** Modules per side, the quiet zone included. */
  readonly size: number;
  /** One SVG path of every dark module, in module units. */
  readonly path: string;
}

/** Four modules of light margin around the code (ISO/IEC 18004's quiet zone). */
const QUIET_ZONE = 4;

export function setupCodeQr(code: string): QrDrawing {
  const { data, size } = encode(code, { ecc: 'M', border: 0 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    });
  });
  return { size: size + 2 * QUIET_ZONE, path: parts.join('') };
}
