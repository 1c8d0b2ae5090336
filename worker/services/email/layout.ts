// The frame every e-mail shares: escaped HTML with the direction of its language, and plain text.
import type { EmailLanguage } from '../../domain/language'
import { escapeHtml } from '../../domain/html'

export interface EmailContent {
  subject: string
  text: string
  html: string
}

/** A block of the body: a paragraph, a two-column table, or a button link. */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'rows'; rows: [string, string][] }
  | { kind: 'link'; label: string; url: string }

function blockHtml(block: Block, align: 'left' | 'right'): string {
  if (block.kind === 'p') return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`
  if (block.kind === 'link')
    return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#d32f2f;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>`
  const rows = block.rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;color:#555">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:${align === 'left' ? 'right' : 'left'};font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${rows}</table>`
}

function blockText(block: Block): string {
  if (block.kind === 'p') return block.text
  if (block.kind === 'link') return `${block.label}: ${block.url}`
  return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
}

export function renderEmail(
  language: EmailLanguage,
  shopName: string,
  subject: string,
  blocks: Block[],
): EmailContent {
  const dir = language === 'ar' ? 'rtl' : 'ltr'
  const align = language === 'ar' ? 'right' : 'left'
  const body = blocks.map((b) => blockHtml(b, align)).join('\n')
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f4f4;font-family:Arial,Tahoma,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;text-align:${align}" dir="${dir}">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(shopName)}</h1>
${body}
</div>
</body>
</html>`
  const text =
    [shopName, '', ...blocks.map(blockText).flatMap((t) => [t, ''])].join('\n').trimEnd() + '\n'
  return { subject, text, html }
}
