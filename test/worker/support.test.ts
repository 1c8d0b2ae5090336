import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { api, makeUser, refusal } from './helpers'

const message = {
  name: 'Hussein Ali',
  email: 'hussein@example.iq',
  subject: 'order-support',
  message: 'Where is my order?',
  orderNumber: 'ORD123',
}

describe('support messages', () => {
  it('stores a visitor message and answers with its id', async () => {
    const { status, body } = await api('POST', '/support', { body: message })
    expect(status).toBe(201)
    const row = await env.DB.prepare('SELECT * FROM support_messages WHERE id = ?')
      .bind(body.data.id)
      .first()
    expect(row).toMatchObject({
      name: 'Hussein Ali',
      subject: 'order-support',
      order_number: 'ORD123',
      user_id: null,
    })
  })

  it('links the message to the signed-in customer', async () => {
    const customer = await makeUser()
    const { body } = await api('POST', '/support', {
      cookie: customer.cookie,
      body: { ...message, orderNumber: undefined },
    })
    const row = await env.DB.prepare(
      'SELECT user_id, order_number FROM support_messages WHERE id = ?',
    )
      .bind(body.data.id)
      .first()
    expect(row).toEqual({ user_id: customer.id, order_number: null })
  })

  it.each([
    [{ ...message, name: ' ' }, 'SUPPORT_REQUIRED'],
    [{ ...message, subject: 'complaint' }, 'SUPPORT_REQUIRED'],
    [{ ...message, email: 'not-an-email' }, 'EMAIL_INVALID'],
  ] as const)('rejects an incomplete message (%#) and stores nothing', async (body, code) => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM support_messages').first<{
      n: number
    }>()
    const result = await api('POST', '/support', { body })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal(code))
    const after = await env.DB.prepare('SELECT count(*) AS n FROM support_messages').first<{
      n: number
    }>()
    expect(after!.n).toBe(before!.n)
  })
})
