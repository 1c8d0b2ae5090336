// The footer's newsletter sign-up, and what admins read in the inbox: support messages and
// subscribers (with their export).
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { makeUser, unique, refusal } from './helpers'
import { callApi } from './outbound'

const subscribe = (email: unknown, headers: Record<string, string> = {}) =>
  callApi('POST', '/newsletter', { body: email === undefined ? {} : { email }, headers })

describe('newsletter sign-up', () => {
  it('subscribes a lowercased e-mail, and subscribing twice is fine', async () => {
    const email = `Rider-${unique()}@Example.iq`
    const first = await subscribe(`  ${email} `)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ success: true, data: { email: email.toLowerCase() } })
    expect((await subscribe(email)).status).toBe(200)
    const rows = await env.DB.prepare(
      'SELECT email, language FROM newsletter_subscribers WHERE email = ?',
    )
      .bind(email.toLowerCase())
      .all()
    expect(rows.results).toEqual([{ email: email.toLowerCase(), language: 'en' }])
  })

  it('remembers the Arabic storefront as the subscriber’s language', async () => {
    const email = `ar-${unique()}@example.iq`
    await subscribe(email, { 'Accept-Language': 'ar' })
    expect(
      await env.DB.prepare('SELECT language FROM newsletter_subscribers WHERE email = ?')
        .bind(email)
        .first(),
    ).toEqual({
      language: 'ar',
    })
  })

  it.each([
    ['', 'EMAIL_REQUIRED'],
    [undefined, 'EMAIL_REQUIRED'],
    ['rider@', 'EMAIL_INVALID'],
  ] as const)('refuses %j: %s', async (email, code) => {
    const result = await subscribe(email)
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal(code))
  })
})

describe('subscribers for admins', () => {
  it('lists the newest first and exports them as CSV and JSON', async () => {
    const admin = await makeUser('admin')
    const email = `export-${unique()}@example.iq`
    await subscribe(email, { 'Accept-Language': 'ar' })

    const list = await callApi('GET', '/newsletter', { cookie: admin.cookie })
    expect(list.body.data[0]).toMatchObject({ email, language: 'ar' })

    const csv = await callApi('GET', '/newsletter/export?format=csv', { cookie: admin.cookie })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = (csv.body as unknown as string).trim().split('\r\n')
    expect(lines[0]).toBe('email,language,subscribedAt')
    expect(lines[1]).toMatch(new RegExp(`^${email.replace(/\./g, '\\.')},ar,\\d{4}-`))

    const json = await callApi('GET', '/newsletter/export?format=json', { cookie: admin.cookie })
    expect(json.headers.get('Content-Disposition')).toMatch(/\.json"$/)
    expect((json.body as unknown as { email: string }[])[0]).toMatchObject({
      email,
      language: 'ar',
    })
  })

  // The export is a file, not the JSON envelope, so the role matrix cannot check it.
  it('exports only for admins: 401 anonymous, 403 customer', async () => {
    const anonymous = await callApi('GET', '/newsletter/export')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual(refusal('SIGN_IN_REQUIRED'))
    const customer = await makeUser()
    const refused = await callApi('GET', '/newsletter/export', { cookie: customer.cookie })
    expect(refused.status).toBe(403)
    expect(refused.body.success).toBe(false)
  })

  it('refuses an unknown export format', async () => {
    const admin = await makeUser('admin')
    expect(
      (await callApi('GET', '/newsletter/export?format=xml', { cookie: admin.cookie })).status,
    ).toBe(400)
  })
})

describe('support messages for admins', () => {
  it('lists the newest message first with its sender, subject and order number', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const message = {
      name: 'Zainab',
      email: 'zainab@example.iq',
      subject: 'warranty-claim',
      message: `Cracked visor ${unique()}`,
      orderNumber: 'ORD42',
    }
    await callApi('POST', '/support', { cookie: customer.cookie, body: message })
    const list = await callApi('GET', '/support?limit=3', { cookie: admin.cookie })
    expect(list.status).toBe(200)
    expect(list.body.data.length).toBeLessThanOrEqual(3)
    expect(list.body.data[0]).toMatchObject({
      ...message,
      userId: customer.id,
      createdAt: expect.any(String),
    })
  })
})
