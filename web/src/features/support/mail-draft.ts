// The e-mail draft the support form opens after sending, so the shopper keeps a copy in their own mail.
export interface MailDraftInput {
  to: string
  subject: string
  /** Labelled lines first (name, e-mail, order), then the message itself. */
  lines: [label: string, value: string | undefined][]
  message: string
}

export function mailDraftUrl({ to, subject, lines, message }: MailDraftInput): string {
  const header = lines.flatMap(([label, value]) =>
    value?.trim() ? [`${label}: ${value.trim()}`] : [],
  )
  const body = [...header, '', message].join('\n')
  // encodeURIComponent, not URLSearchParams: mail clients read '+' literally, not as a space.
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
