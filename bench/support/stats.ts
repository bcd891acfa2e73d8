/** The middle value of a sample (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A number to a fixed count of decimals, as a number (for console.table). */
export function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}
