/** The text length indicator (docs/product.md, Translation). */
export type LengthLevel = 'optimal' | 'good' | 'large' | 'veryLarge';

/** The bar is full at this many characters. */
export const LENGTH_BAR_MAX = 2000;

export function lengthLevel(length: number): LengthLevel {
  if (length < 500) return 'optimal';
  if (length < 1000) return 'good';
  if (length < 2000) return 'large';
  return 'veryLarge';
}

/** How full the bar is, 0..100. */
export function lengthBarPercent(length: number): number {
  return Math.min(100, (length / LENGTH_BAR_MAX) * 100);
}
