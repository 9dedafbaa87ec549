// The colour a chart band's category is written in: the category colours are the same in both themes (decision 0085),
// so the label cannot take the theme's text colour (light on the pale middle bands in the dark theme, it vanished).
// Of near-black and white, the one with the higher contrast against the band (WCAG 2 relative luminance).

const DARK = '#111111';
const LIGHT = '#ffffff';

/** WCAG 2 relative luminance of an sRGB colour given as 0-255 channels. */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

/** 'rgb(254, 224, 144)' (a computed colour) → its label colour; anything unreadable gets the dark one. */
export function bandLabelColour(bandColour: string): string {
  const channels = bandColour
    .match(/[\d.]+/g)
    ?.slice(0, 3)
    .map(Number);
  if (!channels || channels.length < 3 || channels.some((c) => !Number.isFinite(c))) return DARK;
  const band = luminance(channels);
  // Contrast with white is 1.05 / (L + 0.05), with #111111 (L ≈ 0.0056) (L + 0.05) / 0.0556.
  const onLight = (band + 0.05) / (luminance([17, 17, 17]) + 0.05);
  const onDark = 1.05 / (band + 0.05);
  return onLight >= onDark ? DARK : LIGHT;
}
