// The data tools' size estimate: about 0.8 KB per stored record (back-office §2).
export const KB_PER_RECORD = 0.8

/** Kilobytes, one decimal. */
export function estimateDataSizeKb(records: number): number {
  return Math.round(records * KB_PER_RECORD * 10) / 10
}
