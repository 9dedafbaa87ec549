// The width a stacked table cell needs for "label  value" (its longest label and value), as a CSS custom property:
// the stacked layout puts as many cells side by side as fit, and never cuts one.
import type { CSSProperties } from 'react';

function longest(texts: readonly string[]): number {
  return texts.reduce((max, text) => Math.max(max, text.length), 0);
}

export function stackedCellWidth(labels: readonly string[], values: readonly string[]): CSSProperties {
  return { '--stack-cell-chars': longest(labels) + longest(values) } as CSSProperties;
}
