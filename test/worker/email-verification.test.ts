// An account's e-mail address is verified by a signed link sent at registration and on demand;
// order and status e-mails go only to a verified address.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { stopRuntimeClock } from './clock'
import { api, makeProduct, makeUser, orderBody, refusal } from './helpers'
import { callApi } from './outbound'

const mailsTo = async (to: string, kind: string) =>
  (
    await env.DB.prepare('SELECT text FROM email_outbox WHERE `to` = ? AND kind = ? ORDER BY id')
      .bind(to, kind)
      .all<{ text: string }>()
  ).results

/** The verification link of the latest e-mail to `to`, as the path the API is called with. */
async function linkTo(to: string): Promise<string> {
  const [mail] = (await mailsTo(to, 'email-verification')).reverse()
  const url = /http:\/\/shop\.test\/api(\/auth\/verify-email\?\S+)/.exec(mail?.text ?? '')
  if (!url?.[1]) throw new Error(`no verification link to ${to}`)
  return url[1]
}

describe('e-mail verification', () => {
  it('e-mails a link at registration; the page’s button verifies the address', async () => {
    const email = `new-${crypto.randomUUID()}@example.iq`
    const registered = await callApi('POST', '/auth/register', {
      body: { email, password: 'a-good-pass-9', firstName: 'Sara', lastName: 'Ali', phone: '' },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(registered.status, registered.body.error).toBe(201)
    expect(registered.body.data.emailVerifiedAt).toBeNull()
    const link = await linkTo(email)
    // The GET shows the button and changes nothing (a mail scanner may follow links), in the
    // e-mail's language: the account's, whatever the phone's browser is set to.
    const shown = await callApi('GET', link, { headers: { 'Accept-Language': 'en-US,en' } })
    expect(shown.body).toContain('<html lang="ar" dir="rtl">')
    expect(shown.body).toContain('توثيق عنواني')
    // The shop's page (its name and colours, its own style only), with a way on once verified.
    expect(shown.body).toContain('<a class="shop" href="/">بغداد موتو بارتس</a>')
    expect(shown.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    )
    const forged = link.replace(/key=\w+/, `key=${'a'.repeat(32)}`)
    expect((await callApi('POST', forged)).status).toBe(400)
    const pressed = await callApi('POST', link)
    expect(pressed.status).toBe(200)
    expect(pressed.body).toContain('تم توثيق عنوانك')
    expect(pressed.body).toContain('<a class="to-shop" href="/">الذهاب إلى المتجر</a>')
    const cookie = registered.headers.get('set-cookie')!.split(';')[0]!
    const me = await api('GET', '/auth/me', { cookie })
    expect(me.body.data.emailVerifiedAt).toEqual(expect.any(String))
  })

  it('sends no order e-mail to an unverified address, then does once it is verified', async () => {
    const customer = await makeUser('customer', { emailVerified: false })
    const product = await makeProduct({ stock: 5 })
    const order = () =>
      callApi('POST', '/orders', {
        cookie: customer.cookie,
        body: orderBody([{ id: product.id, quantity: 1 }]),
      })
    expect((await order()).status).toBe(201)
    expect(await mailsTo(customer.email, 'order-confirmation')).toEqual([])
    const sent = await callApi('POST', '/auth/verify-email/send', { cookie: customer.cookie })
    expect(sent.body.data).toEqual({ sent: true })
    await callApi('POST', await linkTo(customer.email))
    expect((await order()).status).toBe(201)
    expect(await mailsTo(customer.email, 'order-confirmation')).toHaveLength(1)
    // Verified: no more links are sent.
    const again = await callApi('POST', '/auth/verify-email/send', { cookie: customer.cookie })
    expect(again.body.data).toEqual({ sent: false })
  })

  it('is lost with a change of address, and the old link no longer verifies', async () => {
    const customer = await makeUser('customer', { emailVerified: false })
    await callApi('POST', '/auth/verify-email/send', { cookie: customer.cookie })
    const oldLink = await linkTo(customer.email)
    await env.DB.prepare('UPDATE users SET email_verified_at = created_at WHERE id = ?')
      .bind(customer.id)
      .run()
    const changed = await callApi('PUT', `/users/${customer.id}`, {
      cookie: customer.cookie,
      body: {
        email: `moved-${crypto.randomUUID()}@example.iq`,
        currentPassword: customer.password,
      },
    })
    expect(changed.status, changed.body.error).toBe(200)
    expect(changed.body.data.emailVerifiedAt).toBeNull()
    expect((await callApi('POST', oldLink)).status).toBe(400)
  })
})

describe('verification e-mails to one mailbox', () => {
  const register = (email: string, firstName = 'Sara', language = 'en') =>
    callApi('POST', '/auth/register', {
      body: { email, password: 'a-good-pass-9', firstName, lastName: 'Ali', phone: '' },
      headers: { 'Accept-Language': language },
    })
  const cookieOf = (result: { headers: Headers }) =>
    result.headers.get('set-cookie')!.split(';')[0]!
  const resend = (cookie: string) => callApi('POST', '/auth/verify-email/send', { cookie })

  it('sends at most 3 a day, whoever asks; the 4th ask is 429 with Retry-After, and a day later one more goes', async () => {
    const clock = stopRuntimeClock()
    const name = `inbox-${crypto.randomUUID()}`
    const email = `${name}@example.iq`
    const registered = await register(email)
    expect(registered.status).toBe(201)
    const cookie = cookieOf(registered)
    expect((await resend(cookie)).status).toBe(200)
    expect((await resend(cookie)).status).toBe(200)
    const refused = await resend(cookie)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual(refusal('VERIFICATION_EMAILS_PER_DAY', { count: 3 }))
    expect(refused.headers.get('Retry-After')).toBe(String(24 * 60 * 60))
    expect(await mailsTo(email, 'email-verification')).toHaveLength(3)
    // Another account on a +tag of the same mailbox opens, but the mailbox gets nothing more.
    const tagged = `${name}+again@example.iq`
    const second = await register(tagged)
    expect(second.status).toBe(201)
    expect((await resend(cookieOf(second))).status).toBe(429)
    expect(await mailsTo(tagged, 'email-verification')).toEqual([])
    clock.advance(24 * 60 * 60 * 1000)
    expect((await resend(cookie)).status).toBe(200)
    expect(await mailsTo(email, 'email-verification')).toHaveLength(4)
  })

  it('greets nobody by the name the account typed, in either language, until the address is verified', async () => {
    const typed = 'Visit evil.example now'
    for (const [language, hello] of [
      ['en', 'Hello,'],
      ['ar', 'مرحباً،'],
    ] as const) {
      const email = `typed-${crypto.randomUUID()}@example.iq`
      expect((await register(email, typed, language)).status).toBe(201)
      const [mail] = await mailsTo(email, 'email-verification')
      expect(mail?.text).toContain(hello)
      expect(mail?.text).not.toContain(typed)
      // Nor does a password-reset e-mail to the address before it is verified.
      await callApi('POST', '/auth/forgot-password', {
        body: { email },
        headers: { 'Accept-Language': language },
      })
      const [reset] = await mailsTo(email, 'password-reset')
      expect(reset?.text).toContain(hello)
      expect(reset?.text).not.toContain(typed)
    }
  })
})
