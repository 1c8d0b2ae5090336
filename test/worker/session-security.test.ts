// Sessions and passwords as an attacker would try them: guessing in parallel, reusing a cookie
// after sign-out, forging tokens without an expiry, a missing or example JWT_SECRET, weak
// passwords, and taking over an account through a borrowed session.
import { env } from 'cloudflare:workers'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { EXAMPLE_JWT_SECRET } from '../../worker/env'
import { MAX_FAILURES, MAX_FAILURES_PER_EMAIL } from '../../worker/services/login-throttle'
import { api, makeUser, signIn, unique } from './helpers'
import { callApi } from './outbound'

const key = new TextEncoder().encode(env.JWT_SECRET)

const outbox = (to: string, kind: string) =>
  env.DB.prepare('SELECT subject, text, language FROM email_outbox WHERE `to` = ? AND kind = ?')
    .bind(to, kind)
    .all<{ subject: string; text: string; language: string }>()
    .then((r) => r.results)

describe('signing in', () => {
  it('answers an unknown e-mail with 401, exactly like a wrong password', async () => {
    const unknown = await api('POST', '/auth/login', {
      body: { email: `nobody-${unique()}@shop.test`, password: 'whatever-1' },
    })
    const user = await makeUser()
    const wrong = await api('POST', '/auth/login', {
      body: { email: user.email, password: 'wrong-password' },
    })
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual(wrong.body)
  })

  it('checks at most 5 of 30 parallel wrong passwords from one address; the rest are refused before checking', async () => {
    const user = await makeUser()
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api('POST', '/auth/login', {
          body: { email: user.email, password: `wrong-${i}-password` },
          headers: { 'CF-Connecting-IP': '10.9.0.1' },
        }),
      ),
    )
    const checked = results.filter((r) => r.status === 401)
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILURES)
    expect(results.filter((r) => r.status === 429).length).toBe(30 - checked.length)
  })

  it('checks at most 30 of 40 parallel wrong passwords spread over 40 addresses', async () => {
    const user = await makeUser()
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api('POST', '/auth/login', {
          body: { email: user.email, password: `wrong-${i}-password` },
          // Spread over many addresses: the count of the e-mail from everywhere holds on its own.
          headers: { 'CF-Connecting-IP': `10.9.${i}.1` },
        }),
      ),
    )
    const checked = results.filter((r) => r.status === 401)
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILURES_PER_EMAIL)
    expect(results.filter((r) => r.status === 429).length).toBe(40 - checked.length)
  })

  it('counts attempts on unknown e-mails too', async () => {
    const email = `ghost-${unique()}@shop.test`
    const statuses: number[] = []
    for (let i = 0; i < MAX_FAILURES + 1; i++)
      statuses.push(
        (await api('POST', '/auth/login', { body: { email, password: 'guess-1234' } })).status,
      )
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('refuses a password longer than 128 characters with 400', async () => {
    const user = await makeUser()
    const result = await api('POST', '/auth/login', {
      body: { email: user.email, password: 'x'.repeat(129) },
    })
    expect(result.status).toBe(400)
    expect(result.body.error).toBe('Password is too long (at most 128 characters)')
  })
})

describe('signing out', () => {
  it('ends the session on the server: a copy of the cookie no longer works', async () => {
    const user = await makeUser()
    const cookie = await signIn(user.email, user.password)
    expect((await api('GET', '/auth/me', { cookie })).status).toBe(200)
    expect((await api('POST', '/auth/logout', { cookie })).status).toBe(200)
    expect((await api('GET', '/auth/me', { cookie })).status).toBe(401)
  })

  it('ends only that session: the same account signed in elsewhere stays in', async () => {
    const user = await makeUser()
    const phone = await signIn(user.email, user.password)
    const laptop = await signIn(user.email, user.password)
    await api('POST', '/auth/logout', { cookie: phone })
    expect((await api('GET', '/auth/me', { cookie: laptop })).status).toBe(200)
  })
})

describe('session tokens', () => {
  it('refuses a correctly signed token without an expiry', async () => {
    const user = await makeUser()
    const session = await env.DB.prepare('SELECT id FROM sessions WHERE user_id = ?')
      .bind(user.id)
      .first<{ id: string }>()
    const forever = await new SignJWT({ role: 'customer', ver: 0, sid: session!.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .sign(key)
    expect((await api('GET', '/auth/me', { cookie: `session=${forever}` })).status).toBe(401)
  })

  it('refuses a signed token whose session row does not exist', async () => {
    const user = await makeUser()
    const invented = await new SignJWT({ role: 'customer', ver: 0, sid: 'invented-session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(key)
    expect((await api('GET', '/auth/me', { cookie: `session=${invented}` })).status).toBe(401)
  })
})

describe('the session secret', () => {
  it('refuses sign-in and signed-in calls without JWT_SECRET, and says why, while the shop stays open', async () => {
    const user = await makeUser()
    const settings = { JWT_SECRET: '' }
    const login = await callApi('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
      settings,
    })
    expect(login.status).toBe(503)
    expect(login.body.error).toMatch(/no session secret configured/)
    const me = await callApi('GET', '/orders/all', { cookie: user.cookie, settings })
    expect(me.status).toBe(503)
    expect((await callApi('GET', '/products', { settings })).status).toBe(200)
  })

  it('refuses the example secret outside local development but accepts it on localhost', async () => {
    const settings = { JWT_SECRET: EXAMPLE_JWT_SECRET }
    const body = {
      email: `dev-${unique()}@shop.test`,
      password: 'k7#mq2vz-dev',
      firstName: 'Dev',
      lastName: 'Eloper',
    }
    const live = await callApi('POST', '/auth/register', { body, settings })
    expect(live.status).toBe(503)
    const local = await callApi('POST', '/auth/register', {
      body,
      settings,
      url: 'http://localhost:8787',
    })
    expect(local.status).toBe(201)
  })
})

describe('new passwords', () => {
  it.each([
    ['1234567', 'Password must be at least 8 characters long'],
    ['x'.repeat(129), 'Password is too long (at most 128 characters)'],
    ['Password123', 'This password is too common. Please choose another one.'],
    ['12345678', 'This password is too common. Please choose another one.'],
  ])('refuses %j at registration', async (password, error) => {
    const result = await api('POST', '/auth/register', {
      body: { email: `weak-${unique()}@shop.test`, password, firstName: 'A', lastName: 'B' },
    })
    expect(result.status).toBe(400)
    expect(result.body.error).toBe(error)
  })
})

describe('changing the password', () => {
  it('needs the current password, signs out other devices and tells the account', async () => {
    const user = await makeUser()
    const other = await signIn(user.email, user.password)
    const wrong = await callApi('POST', '/auth/change-password', {
      cookie: user.cookie,
      body: { currentPassword: 'not-my-password', newPassword: 'brand-new-pass-1' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe('Your current password is not correct')

    const changed = await callApi('POST', '/auth/change-password', {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: 'brand-new-pass-1' },
    })
    expect(changed.status).toBe(200)
    const fresh = changed.headers.get('Set-Cookie')!.split(';')[0]!
    expect((await api('GET', '/auth/me', { cookie: fresh })).status).toBe(200)
    expect((await api('GET', '/auth/me', { cookie: other })).status).toBe(401)
    expect((await api('GET', '/auth/me', { cookie: user.cookie })).status).toBe(401)
    expect(await signIn(user.email, 'brand-new-pass-1')).toMatch(/^session=/)
    const [notice] = await outbox(user.email, 'account-change')
    expect(notice!.subject).toBe('Your password was changed')
  })
})

describe('changing the e-mail', () => {
  it('needs the current password and tells the old address', async () => {
    const user = await makeUser()
    const newEmail = `moved-${unique()}@shop.test`
    const without = await callApi('PUT', `/users/${user.id}`, {
      cookie: user.cookie,
      body: { email: newEmail },
    })
    expect(without.status).toBe(400)
    expect(without.body.error).toBe('Please enter your current password')
    const wrong = await callApi('PUT', `/users/${user.id}`, {
      cookie: user.cookie,
      body: { email: newEmail, currentPassword: 'nope-nope-nope' },
    })
    expect(wrong.status).toBe(400)
    const stored = await env.DB.prepare('SELECT email FROM users WHERE id = ?')
      .bind(user.id)
      .first<{ email: string }>()
    expect(stored!.email).toBe(user.email)

    const moved = await callApi('PUT', `/users/${user.id}`, {
      cookie: user.cookie,
      body: { email: newEmail, currentPassword: user.password },
    })
    expect(moved.status).toBe(200)
    expect(moved.body.data.email).toBe(newEmail)
    const [notice] = await outbox(user.email, 'account-change')
    expect(notice!.text).toContain(newEmail)
  })

  it('lets a customer change their name without a password', async () => {
    const user = await makeUser()
    const result = await api('PUT', `/users/${user.id}`, {
      cookie: user.cookie,
      body: { firstName: 'Renamed' },
    })
    expect(result.status).toBe(200)
  })
})

describe('password reset links', () => {
  it('are built from SITE_URL, never from the request’s Origin or Host', async () => {
    const user = await makeUser()
    const result = await callApi('POST', '/auth/forgot-password', {
      body: { email: user.email },
      url: 'http://evil.example',
      headers: { Origin: 'http://evil.example' },
    })
    expect(result.status).toBe(200)
    const [mail] = await outbox(user.email, 'password-reset')
    expect(mail!.text).toContain('http://shop.test/reset-password?token=')
    expect(mail!.text).not.toContain('evil.example')
  })
})

describe('account names', () => {
  it('refuse bidirectional overrides and control characters at registration and in the profile', async () => {
    const result = await api('POST', '/auth/register', {
      body: {
        email: `bidi-${unique()}@shop.test`,
        password: 'k7#mq2vz-bidi',
        firstName: 'Ali\u202Egnp.exe',
        lastName: 'Hassan',
      },
    })
    expect(result.status).toBe(400)
    expect(result.body.error).toBe('Text contains characters that are not allowed')
    const user = await makeUser()
    const profile = await api('PUT', `/users/${user.id}`, {
      cookie: user.cookie,
      body: { lastName: 'Null\u0000Byte' },
    })
    expect(profile.status).toBe(400)
    expect(profile.body.error).toBe('Text contains characters that are not allowed')
  })
})
