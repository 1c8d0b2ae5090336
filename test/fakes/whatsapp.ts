// A local WhatsApp Business Cloud API (Graph API) for `npm start` and the browser tests:
// POST <base>/<version>/<phone-number-id>/messages sends a template when the Bearer token is right
// and the template is one the shop's settings name (otherwise 132001, as Meta answers), answering
// as test/fixtures/whatsapp/api.ts shows, and posts the message's statuses (sent, delivered)
// signed (X-Hub-Signature-256) to the shop's webhook. Its page (GET <base>) lists each message
// sent with its quick-reply buttons: a tap posts the signed button webhook from the customer's
// number. Messages live in memory. Never part of the deployed worker.
import { Hono } from 'hono'
import { DEFAULT_WHATSAPP_SETTINGS } from '../../worker/domain/whatsapp'
import { signatureOf } from '../../worker/services/whatsapp/webhook'
import { buttonTap, graphError, sentAnswer, statusUpdate, ERRORS } from '../fixtures/whatsapp/api'

export interface WhatsappFakeOptions {
  /** The fake's own address, e.g. http://127.0.0.1:8790/whatsapp (its page's forms post here). */
  base: string
  /** Where the shop is; read at each delivery, so a getter may name a shop started later. */
  shopUrl: string
  token?: string
  appSecret?: string
  /** The approved templates (default: the shop's default settings). */
  templates?: string[]
}

export interface WhatsappFakeMessage {
  id: string
  to: string
  template: string
  language: string
  texts: string[]
  buttons: { payload: string; label: string }[]
  taps: number
}

interface SendBody {
  messaging_product?: string
  to?: string
  type?: string
  template?: {
    name?: string
    language?: { code?: string }
    components?: {
      type: string
      index?: string
      parameters?: { type: string; text?: string; payload?: string }[]
    }[]
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const LABELS: Record<string, [string, string]> = {
  en: ['Confirm', 'Cancel'],
  ar: ['تأكيد', 'إلغاء'],
}

export function createWhatsappFake(options: WhatsappFakeOptions) {
  const token = options.token ?? 'fake-whatsapp-token'
  const appSecret = options.appSecret ?? 'fake-whatsapp-app-secret'
  const templates = new Set(options.templates ?? Object.values(DEFAULT_WHATSAPP_SETTINGS.templates))
  const messages: WhatsappFakeMessage[] = []
  let counter = 0

  async function post(body: unknown) {
    const raw = JSON.stringify(body)
    await fetch(`${options.shopUrl}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Hub-Signature-256': await signatureOf(appSecret, raw),
      },
      body: raw,
    })
      .then(async (response) => {
        if (!response.ok)
          console.error(
            `fake WhatsApp: the shop answered ${response.status}`,
            await response.text(),
          )
      })
      .catch((error: unknown) => console.error('fake WhatsApp: webhook failed', error))
  }

  const app = new Hono()
    .post('/:version/:phone/messages', async (c) => {
      if (c.req.header('Authorization') !== `Bearer ${token}`)
        return c.json(graphError(190, 'Invalid OAuth access token'), 401)
      const body = await c.req.json<SendBody>()
      const name = body.template?.name ?? ''
      if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.to)
        return c.json(graphError(100, 'Invalid parameter'), 400)
      if (!templates.has(name)) return c.json(graphError(...ERRORS.templateMissing), 404)
      const language = body.template?.language?.code ?? 'en'
      const components = body.template?.components ?? []
      const message: WhatsappFakeMessage = {
        id: `wamid.fake${++counter}`,
        to: body.to,
        template: name,
        language,
        texts: components
          .filter((part) => part.type === 'body')
          .flatMap((part) => part.parameters?.map((p) => p.text ?? '') ?? []),
        buttons: components
          .filter((part) => part.type === 'button')
          .map((part, i) => ({
            payload: part.parameters?.[0]?.payload ?? '',
            label: (LABELS[language.slice(0, 2)] ?? LABELS.en!)[i] ?? '',
          })),
        taps: 0,
      }
      messages.push(message)
      // Meta reports the statuses after answering.
      setTimeout(() => {
        void (async () => {
          await post(statusUpdate(message.id, message.to, 'sent'))
          await post(statusUpdate(message.id, message.to, 'delivered'))
        })()
      }, 50)
      return c.json(sentAnswer(message.to, message.id))
    })
    .post('/tap/:id/:index', async (c) => {
      const message = messages.find((m) => m.id === c.req.param('id'))
      const button = message?.buttons[Number(c.req.param('index'))]
      if (!message || !button) return c.text('No such message or button', 404)
      message.taps++
      await post(
        buttonTap(
          message.to,
          `${message.id}.tap${message.taps}`,
          button.payload,
          button.label,
          message.id,
        ),
      )
      return c.redirect(options.base, 303)
    })
    .get('/', (c) => {
      const list = messages
        .slice()
        .reverse()
        .map(
          (m) =>
            `<section dir="auto"><h2>+${escape(m.to)} · ${escape(m.template)} (${escape(m.language)})</h2><ul>${m.texts.map((t) => `<li dir="auto">${escape(t)}</li>`).join('')}</ul>${m.buttons
              .map(
                (b, i) =>
                  `<form method="post" action="${options.base}/tap/${m.id}/${i}"><button type="submit">${escape(b.label)}</button></form>`,
              )
              .join('')}</section>`,
        )
        .join('')
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Fake WhatsApp</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 12px;color:#123}section{border:1px solid #ddd;border-radius:10px;padding:10px 14px;margin:12px 0;background:#e7fbe6}h2{font-size:1rem;overflow-wrap:anywhere}form{display:inline}button{margin:4px;padding:8px 14px;border-radius:8px;border:1px solid #0a5;background:#fff;color:#0a5;cursor:pointer}li{overflow-wrap:anywhere}</style></head><body><h1>Fake WhatsApp</h1>${list || '<p>No message sent yet.</p>'}</body></html>`,
      )
    })
  return { app, messages }
}
