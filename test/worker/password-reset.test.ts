// Forgot password: a one-time, expiring link by e-mail (hashed at rest); using it sets the new
// password and ends earlier sessions; the answer never tells whether the e-mail has an account.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { api, makeUser, signIn, unique, refusal } from './helpers'
import { callApi } from './outbound'

const INVALID_LINK = refusal('RESET_LINK_INVALID')

async function resetEmailsTo(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT subject, text, html, language FROM email_outbox WHERE `to` = ? AND kind = 'password-reset' ORDER BY id",
  )
    .bind(email)
    .all<{ subject: string; text: string; html: string; language: string }>()
  return results
}

const tokenIn = (text: string) =>
  new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token')!

const forgot = (email: string, headers: Record<string, string> = {}) =>
  callApi('POST', '/auth/forgot-password', { body: { email }, headers })

describe('forgot password', () => {
  it('answers the same for a registered and an unknown e-mail, and e-mails only the account', async () => {
    const user = await makeUser()
    const known = await forgot(user.email.toUpperCase())
    const stranger = `nobody-${unique()}@shop.test`
    const unknown = await forgot(stranger)
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    expect(await resetEmailsTo(stranger)).toEqual([])
    const [email] = await resetEmailsTo(user.email)
    expect(email!.subject).toBe('Reset your password')
    expect(email!.text).toMatch(/http:\/\/shop\.test\/reset-password\?token=[\w%-]+&lang=en\s/)
    expect(email!.text).toContain('This link works once and expires in 60 minutes.')
    expect(email!.html).toContain('/reset-password?token=')
  })

  it('stores only a hash of the token', async () => {
    const user = await makeUser()
    await forgot(user.email)
    const token = tokenIn((await resetEmailsTo(user.email))[0]!.text)
    const rows = await env.DB.prepare('SELECT token_hash FROM password_resets WHERE user_id = ?')
      .bind(user.id)
      .all<{ token_hash: string }>()
    expect(rows.results).toHaveLength(1)
    expect(rows.results[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows.results[0]!.token_hash).not.toContain(token)
  })

  it('writes the e-mail in Arabic when asked from the Arabic storefront', async () => {
    const user = await makeUser()
    await forgot(user.email, { 'Accept-Language': 'ar' })
    const [email] = await resetEmailsTo(user.email)
    expect(email).toMatchObject({ subject: 'إعادة تعيين كلمة المرور', language: 'ar' })
    expect(email!.html).toContain('dir="rtl"')
    // Its numbers as the other Arabic e-mails write them (the order e-mails' ٤٧٬٠٤٠), not «60».
    expect(email!.text).toContain('تنتهي صلاحيته بعد ٦٠ دقيقة')
  })

  it('sends at most one e-mail a minute per account', async () => {
    const user = await makeUser()
    await forgot(user.email)
    const again = await forgot(user.email)
    expect(again.status).toBe(200)
    expect(await resetEmailsTo(user.email)).toHaveLength(1)
  })

  it.each([
    [{ email: '' }, 'EMAIL_REQUIRED'],
    [{}, 'EMAIL_REQUIRED'],
    [{ email: 'not-an-email' }, 'EMAIL_INVALID'],
  ] as const)('rejects %j with its message', async (body, code) => {
    const result = await callApi('POST', '/auth/forgot-password', { body })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal(code))
  })
})

describe('resetting with the link', () => {
  async function linkFor(user: { email: string }) {
    await forgot(user.email)
    return tokenIn((await resetEmailsTo(user.email)).at(-1)!.text)
  }

  it('sets the new password, ends earlier sessions and works only once', async () => {
    const user = await makeUser()
    const token = await linkFor(user)
    const result = await callApi('POST', '/auth/reset-password', {
      body: { token, password: 'new-secret-1' },
    })
    expect(result.status).toBe(200)
    expect((await api('GET', '/auth/me', { cookie: user.cookie })).status).toBe(401)
    await expect(signIn(user.email, user.password)).rejects.toThrow()
    await expect(signIn(user.email, 'new-secret-1')).resolves.toMatch(/^session=/)
    const again = await callApi('POST', '/auth/reset-password', {
      body: { token, password: 'other-secret' },
    })
    expect(again.body).toEqual(INVALID_LINK)
  })

  it('refuses a password shorter than 8 characters and keeps the link usable', async () => {
    const user = await makeUser()
    const token = await linkFor(user)
    const short = await callApi('POST', '/auth/reset-password', {
      body: { token, password: '12345' },
    })
    expect(short.status).toBe(400)
    expect(short.body).toEqual(refusal('PASSWORD_TOO_SHORT'))
    expect(
      (await callApi('POST', '/auth/reset-password', { body: { token, password: 'k7#mq2vz' } }))
        .status,
    ).toBe(200)
  })

  it('refuses an expired link', async () => {
    const user = await makeUser()
    const token = await linkFor(user)
    await env.DB.prepare(
      "UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?",
    )
      .bind(user.id)
      .run()
    const result = await callApi('POST', '/auth/reset-password', {
      body: { token, password: 'new-secret-1' },
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(INVALID_LINK)
    await expect(signIn(user.email, user.password)).resolves.toMatch(/^session=/)
  })

  it('refuses an unknown token, and an older link once a newer one was sent', async () => {
    const user = await makeUser()
    const older = await linkFor(user)
    await env.DB.prepare(
      "UPDATE password_resets SET created_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?",
    )
      .bind(user.id)
      .run()
    const newer = await linkFor(user)
    expect(newer).not.toBe(older)
    for (const token of ['made-up-token', older, '']) {
      const result = await callApi('POST', '/auth/reset-password', {
        body: { token, password: 'new-secret-1' },
      })
      expect(result.body).toEqual(INVALID_LINK)
    }
    expect(
      (
        await callApi('POST', '/auth/reset-password', {
          body: { token: newer, password: 'new-secret-1' },
        })
      ).status,
    ).toBe(200)
  })

  it('lifts a sign-in lockout, since the owner proved the account is theirs', async () => {
    const user = await makeUser()
    for (let i = 0; i < 5; i++)
      await api('POST', '/auth/login', { body: { email: user.email, password: 'wrong-guess' } })
    expect(
      (await api('POST', '/auth/login', { body: { email: user.email, password: user.password } }))
        .status,
    ).toBe(429)
    const token = await linkFor(user)
    await callApi('POST', '/auth/reset-password', { body: { token, password: 'new-secret-1' } })
    await expect(signIn(user.email, 'new-secret-1')).resolves.toMatch(/^session=/)
  })
})
