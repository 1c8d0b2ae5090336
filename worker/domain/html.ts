// Text placed in HTML (e-mails, the first views of the pages): every character that could open
// markup or close an attribute is written as a character reference.
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
