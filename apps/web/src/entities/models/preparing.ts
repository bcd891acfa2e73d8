import type { ModelPreparing } from '@tolk/contracts/model-preparing';
import { languageName } from '../../shared/lib/language-names';

/** What is being prepared, in the reader's language: "Norwegian → Russian", "Norwegian", or the entry's title. */
export function preparedName(preparing: Pick<ModelPreparing, 'languages' | 'title'>, locale: string): string {
  const names = preparing.languages.map((code) => languageName(code, locale));
  if (names.length === 1 || names.length === 2) return names.join(' → ');
  return preparing.title;
}

/** "38 MB", "1.2 GB" in the reader's language. */
export function formatBytes(bytes: number, locale: string): string {
  const [unit, size] =
    bytes >= 1e9
      ? (['gigabyte', bytes / 1e9] as const)
      : bytes >= 1e6
        ? (['megabyte', bytes / 1e6] as const)
        : (['kilobyte', bytes / 1e3] as const);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: size < 10 ? 1 : 0,
  }).format(size);
}

/** The share received, "60 %" or "60%" as the reader's language writes it. */
export function formatShare(received: number, total: number, locale: string): string {
  const share = total > 0 ? Math.min(received / total, 1) : 0;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
