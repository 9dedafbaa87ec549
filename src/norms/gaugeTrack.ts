// Drawing positions of a gauge's track: where the marker sits among equally wide bands, and the limits between them.
import { inInterval } from './classifyByBounds';
import type { GaugeBand, GaugeLimit, GaugeTrack } from './categoryGauge';

/** Where a value sits inside its band, 0-1; an open band is drawn as wide as its finite neighbour. */
function fractionInBand(bands: readonly GaugeBand[], index: number, value: number): number {
  const band = bands[index];
  if (band === undefined) return 0.5;
  const neighbourWidth = (i: number): number => {
    const b = bands[i];
    return b && b.from !== null && b.to !== null && b.to > b.from ? b.to - b.from : 1;
  };
  let fraction: number;
  if (band.from !== null && band.to !== null)
    fraction = band.to > band.from ? (value - band.from) / (band.to - band.from) : 0.5;
  else if (band.from !== null) fraction = (value - band.from) / neighbourWidth(index - 1);
  else if (band.to !== null) fraction = 1 - (band.to - value) / neighbourWidth(index + 1);
  else fraction = 0.5;
  return Math.min(1, Math.max(0, fraction));
}

/**
 * Marker position along a track of equally wide bands. The marker keeps 15 % of a band away from either edge,
 * so a value exactly at a limit is drawn inside the band it belongs to, never on the line between two bands.
 */
function markerPosition(bands: readonly GaugeBand[], index: number, value: number): number {
  const inset = 0.15;
  return (index + inset + (1 - 2 * inset) * fractionInBand(bands, index, value)) / bands.length;
}

function limitsOf(bands: readonly GaugeBand[], decimals: number): GaugeLimit[] {
  const limits: GaugeLimit[] = [];
  bands.forEach((band, i) => {
    if (i === bands.length - 1 || band.to === null) return;
    limits.push({ position: (i + 1) / bands.length, text: band.to.toFixed(decimals) });
  });
  return limits;
}

export function track(
  label: string | null,
  bands: GaugeBand[],
  value: number,
  valueText: string,
  limitDecimals: number,
): GaugeTrack {
  const index = bands.findIndex((band) =>
    inInterval(value, {
      lower: band.from,
      lowerInclusive: band.fromInclusive,
      upper: band.to,
      upperInclusive: band.toInclusive,
    }),
  );
  const bandIndex = Math.max(0, index);
  return {
    label,
    bands,
    limits: limitsOf(bands, limitDecimals),
    value,
    valueText,
    marker: markerPosition(bands, bandIndex, value),
    bandIndex,
  };
}
