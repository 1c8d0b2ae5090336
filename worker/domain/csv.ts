// CSV text (RFC 4180) from rows of plain values, for the admins' exports.
const FORMULA_START = /^[=+\-@\t\r]/

/** Quotes when needed; a leading formula character is defused so spreadsheets show it as text. */
function cell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: string[], rows: (string | number | boolean | null)[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}
