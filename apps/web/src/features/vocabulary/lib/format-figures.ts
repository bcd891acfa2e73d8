/** A share from 0 to 1 as a whole percentage in the interface language ('67 %' in French). */
export function formatPercent(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
