// Registration, sign-in, the session cookie and what the API never reveals about passwords.
import { env } from 'cloudflare:workers'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { PBKDF2_ITERATIONS } from '../../worker/lib/password'
import {
  MAX_FAILURES,
  MAX_FAILURES_PER_EMAIL,
  WINDOW_MS,
} from '../../worker/services/login-throttle'
import { startOfMinute, stopRuntimeClock } from './clock'
import { api, type ApiResult, makeUser, signIn, unique, refusal } from './helpers'
import { callApi } from './outbound'
import { workerFetch } from './worker-fetch'

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: `new-${unique()}@shop.test`,
  password: 'hunter22',
  firstName: 'Zainab',
  lastName: 'Kareem',
  phone: '+964 770 000 1111',
  ...overrides,
})

/** No password, hash or session bookkeeping may leave the API. */
function expectNoSecrets(result: ApiResult, password?: string) {
  const text = JSON.stringify(result.body)
  expect(text).not.toMatch(/password/i)
  expect(text).not.toMatch(/pbkdf2/i)
  expect(text).not.toMatch(/sessionVersion/i)
  if (password) expect(text).not.toContain(password)
}

const storedHash = async (email: string) =>
  (
    await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?')
      .bind(email)
      .first<{ password_hash: string }>()
  )?.password_hash

// The session's cookie (an answer also sets the D1 bookmark's: test/worker/d1-sessions.test.ts).
const sessionCookie = (result: ApiResult) =>
  result.headers.getAll('Set-Cookie').find((c) => c.startsWith('session=')) ?? ''
const cookiePair = (result: ApiResult) => sessionCookie(result).split(';')[0]!

describe('registration', () => {
  it('creates a customer with a lowercased email and signs them in', async () => {
    const email = `Mixed.Case-${unique()}@Shop.TEST`
    const result = await api('POST', '/auth/register', {
      body: registration({ email, role: undefined }),
    })
    expect(result.status).toBe(201)
    expect(result.body.success).toBe(true)
    expect(result.body.data).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Zainab',
      lastName: 'Kareem',
      phone: '+964 770 000 1111',
      role: 'customer',
    })
    expect(result.body.data.id).toBeGreaterThan(100)
    const me = await api('GET', '/auth/me', { cookie: cookiePair(result) })
    expect(me.status).toBe(200)
    expect(me.body.data.email).toBe(email.toLowerCase())
    // Signed in as it registered: the dashboard's "Last sign-in" said "Never" for a new customer.
    expect(me.body.data.lastLogin).toBe(me.body.data.createdAt)
  })

  it.each([
    ['email', { email: undefined }],
    ['password', { password: undefined }],
    ['empty password', { password: '' }],
    ['first name', { firstName: undefined }],
    ['blank last name', { lastName: '   ' }],
    ['empty email', { email: '' }],
  ])(
    'rejects a registration without %s with "All required fields must be filled"',
    async (_field, overrides) => {
      const result = await api('POST', '/auth/register', { body: registration(overrides) })
      expect(result.status).toBe(400)
      expect(result.body).toEqual(refusal('REGISTER_REQUIRED'))
    },
  )

  it('rejects a password shorter than 8 characters and creates no account', async () => {
    const body = registration({ password: '1234567' })
    const result = await api('POST', '/auth/register', { body })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('PASSWORD_TOO_SHORT'))
    expect(await storedHash(body.email)).toBeUndefined()
  })

  it('accepts a password of exactly 8 characters', async () => {
    const result = await api('POST', '/auth/register', {
      body: registration({ password: 'k7#mq2vz' }),
    })
    expect(result.status).toBe(201)
  })

  it('rejects an email that differs from an existing one only in case with 409', async () => {
    const email = `taken-${unique()}@shop.test`
    expect((await api('POST', '/auth/register', { body: registration({ email }) })).status).toBe(
      201,
    )
    const again = await api('POST', '/auth/register', {
      body: registration({ email: email.toUpperCase() }),
    })
    expect(again.status).toBe(409)
    expect(again.body).toEqual(refusal('EMAIL_TAKEN'))
    expect(sessionCookie(again)).toBe('')
  })

  it('never lets a registration choose the admin role', async () => {
    const body = registration({ role: 'admin' })
    const result = await api('POST', '/auth/register', { body })
    if (result.status === 201) expect(result.body.data.role).toBe('customer')
    else expect(result.status).toBe(400)
    const row = await env.DB.prepare('SELECT role FROM users WHERE email = ?')
      .bind(body.email)
      .first<{ role: string }>()
    expect(row?.role ?? 'customer').toBe('customer')
  })
})

describe('password storage', () => {
  it('uses exactly 100,000 PBKDF2 iterations, the most production Workers allow', () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000)
  })

  it('stores a salted PBKDF2-SHA256 hash, different for two users with the same password', async () => {
    const a = registration({ password: 'same-password' })
    const b = registration({ password: 'same-password' })
    await api('POST', '/auth/register', { body: a })
    await api('POST', '/auth/register', { body: b })
    const hashA = await storedHash(a.email)
    const hashB = await storedHash(b.email)
    expect(hashA).toMatch(/^pbkdf2-sha256\$100000\$/)
    expect(hashB).toMatch(/^pbkdf2-sha256\$100000\$/)
    expect(hashA).not.toContain('same-password')
    expect(hashA).not.toBe(hashB)
  })
})

describe('sign-in', () => {
  it('signs in with any letter case of the email and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const user = await makeUser()
    const result = await api('POST', '/auth/login', {
      body: { email: user.email.toUpperCase(), password: user.password },
    })
    expect(result.status).toBe(200)
    expect(result.body.data).toMatchObject({ id: user.id, email: user.email, role: 'customer' })
    expect(result.body.data.lastLogin).toEqual(expect.any(String))
    const cookie = sessionCookie(result)
    expect(cookie).toMatch(/^session=[^;]+;/)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
    expect(cookie).toMatch(/;\s*Path=\//i)
    // Plain http is only local development; the cookie is Secure everywhere else.
    expect(cookie).not.toMatch(/;\s*Secure/i)
  })

  it('marks the session cookie Secure when the shop is served over https', async () => {
    const user = await makeUser()
    const response = await workerFetch('https://shop.test/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://shop.test' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Set-Cookie')).toMatch(/;\s*Secure/i)
  })

  it.each([
    [{ email: 'someone@shop.test' }],
    [{ password: 'secret123' }],
    [{ email: '', password: 'secret123' }],
    [{ email: 'someone@shop.test', password: '' }],
    [{}],
  ])('asks for both email and password (%j)', async (body) => {
    const result = await api('POST', '/auth/login', { body })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('LOGIN_REQUIRED'))
  })

  it('answers a wrong password and an unknown email alike with 401 "Invalid email or password"', async () => {
    const user = await makeUser()
    const wrongPassword = await api('POST', '/auth/login', {
      body: { email: user.email, password: 'not-it-at-all' },
    })
    const unknownEmail = await api('POST', '/auth/login', {
      body: { email: `nobody-${unique()}@shop.test`, password: 'x1234567' },
    })
    for (const result of [wrongPassword, unknownEmail]) {
      expect(result.status).toBe(401)
      expect(result.body).toEqual(refusal('INVALID_CREDENTIALS'))
      expect(sessionCookie(result)).toBe('')
    }
  })
})

describe('sign-in throttling', () => {
  const login = (email: string, password: string) =>
    api('POST', '/auth/login', { body: { email, password } })

  it('answers 429 with Retry-After after 5 wrong passwords, even for the right one, and leaves other emails alone', async () => {
    const user = await makeUser()
    const other = await makeUser()
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt++) {
      expect((await login(user.email, `wrong-${attempt}`)).status).toBe(401)
    }
    const locked = await login(user.email, user.password)
    expect(locked.status).toBe(429)
    expect(locked.body).toEqual(refusal('TOO_MANY_SIGN_IN_ATTEMPTS'))
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(Number(locked.headers.get('Retry-After'))).toBeLessThanOrEqual(WINDOW_MS / 1000)
    expect(sessionCookie(locked)).toBe('')
    // Other addresses and differently written forms of the same one are judged by the stored, lowercased email.
    expect((await login(other.email, other.password)).status).toBe(200)
    expect((await login(user.email.toUpperCase(), user.password)).status).toBe(429)
  })

  it('locks only the address that guessed: the owner signs in from another address (carrier NAT)', async () => {
    const user = await makeUser()
    const from = (ip: string, password: string) =>
      api('POST', '/auth/login', {
        body: { email: user.email, password },
        headers: { 'CF-Connecting-IP': ip },
      })
    for (let attempt = 0; attempt <= MAX_FAILURES; attempt++)
      await from('10.96.0.1', `wrong-${attempt}`)
    expect((await from('10.96.0.1', user.password)).status).toBe(429)
    expect((await from('10.96.0.2', user.password)).status).toBe(200)
  })

  it('lets a password reset clear the lock', async () => {
    const user = await makeUser()
    for (let attempt = 0; attempt <= MAX_FAILURES; attempt++)
      await login(user.email, `wrong-${attempt}`)
    expect((await login(user.email, user.password)).status).toBe(429)
    await callApi('POST', '/auth/forgot-password', { body: { email: user.email } })
    const mail = await env.DB.prepare(
      "SELECT text FROM email_outbox WHERE `to` = ? AND kind = 'password-reset' ORDER BY id DESC",
    )
      .bind(user.email)
      .first<{ text: string }>()
    const token = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get('token')!
    const reset = await api('POST', '/auth/reset-password', {
      body: { token, password: 'n3w-pass-phrase' },
    })
    expect(reset.status).toBe(200)
    expect((await login(user.email, 'n3w-pass-phrase')).status).toBe(200)
  })

  it('counts failures made in parallel', async () => {
    const user = await makeUser()
    await Promise.all(
      Array.from({ length: MAX_FAILURES }, (_, i) => login(user.email, `parallel-${i}`)),
    )
    expect((await login(user.email, user.password)).status).toBe(429)
  })

  it('lets the owner in again once the window has passed, and a success clears earlier failures', async () => {
    const user = await makeUser()
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt++)
      await login(user.email, `wrong-${attempt}`)
    const expired = new Date(Date.now() - WINDOW_MS - 1000).toISOString()
    await env.DB.prepare('UPDATE login_failures SET window_start = ? WHERE email = ?')
      .bind(expired, user.email)
      .run()
    expect((await login(user.email, user.password)).status).toBe(200)
    for (let attempt = 1; attempt < MAX_FAILURES; attempt++)
      await login(user.email, `again-${attempt}`)
    expect((await login(user.email, user.password)).status).toBe(200)
  })
})

describe('the lock of an e-mail from everywhere', () => {
  const from = (ip: string, email: string, password: string, cookie?: string) =>
    api('POST', '/auth/login', {
      body: { email, password },
      cookie,
      headers: { 'CF-Connecting-IP': ip },
    })
  const deviceCookie = (result: ApiResult) =>
    result.headers.getAll('Set-Cookie').find((c) => c.startsWith('device=')) ?? ''
  /** `count` wrong passwords from each of `addresses`, all at once. */
  const guess = (email: string, addresses: string[], count: number) =>
    Promise.all(
      addresses.flatMap((ip) =>
        Array.from({ length: count }, (_, i) => from(ip, email, `wrong-${ip}-${i}`)),
      ),
    )

  it('counts only attempts that reached the password check: one address cannot lock the owner out', async () => {
    const clock = stopRuntimeClock(startOfMinute())
    const user = await makeUser()
    // 40 wrong passwords from one address, over two minutes of the sign-in door's 20 a minute.
    const first = await guess(user.email, ['10.97.0.1'], 20)
    clock.advance(60_000)
    const second = await guess(user.email, ['10.97.0.1'], 20)
    const statuses = [...first, ...second].map((r) => r.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES)
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - MAX_FAILURES)
    expect((await from('10.97.0.2', user.email, user.password)).status).toBe(200)
  })

  it('lets a device that signed in before keep signing in while many addresses hold the lock', async () => {
    stopRuntimeClock(startOfMinute())
    const user = await makeUser()
    const stranger = await makeUser()
    const signedIn = await from('10.97.1.1', user.email, user.password)
    expect(signedIn.status).toBe(200)
    const mark = deviceCookie(signedIn)
    expect(mark).toMatch(/; Path=\/api\/auth\/login/)
    expect(mark).toMatch(/; HttpOnly/)
    const device = mark.split(';')[0]!
    const strangers = Array.from({ length: 7 }, (_, i) => `10.97.2.${i + 1}`)
    const guessed = await guess(user.email, strangers, MAX_FAILURES)
    expect(guessed.filter((r) => r.status === 401)).toHaveLength(MAX_FAILURES_PER_EMAIL)
    // Locked everywhere else: a new address, a forged mark, the mark of another account.
    expect((await from('10.97.3.1', user.email, user.password)).status).toBe(429)
    const forged = device.replace(/\.\w+$/, `.${'0'.repeat(32)}`)
    expect((await from('10.97.3.2', user.email, user.password, forged)).status).toBe(429)
    const theirs = deviceCookie(await from('10.97.3.3', stranger.email, stranger.password))
    const borrowed = theirs.split(';')[0]!
    expect((await from('10.97.3.3', user.email, user.password, borrowed)).status).toBe(429)
    // The owner's device, wherever it is now, signs in.
    const owner = await from('10.97.4.1', user.email, user.password, device)
    expect(owner.status).toBe(200)
  })

  it('holds a known device to its own count of wrong passwords', async () => {
    stopRuntimeClock(startOfMinute())
    const user = await makeUser()
    const device = deviceCookie(await from('10.97.5.1', user.email, user.password)).split(';')[0]!
    const statuses: number[] = []
    for (let i = 0; i <= MAX_FAILURES; i++)
      statuses.push((await from(`10.97.6.${i + 1}`, user.email, `wrong-${i}`, device)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    // Other addresses, without the mark, are still let in.
    expect((await from('10.97.7.1', user.email, user.password)).status).toBe(200)
  })
})

describe('the session', () => {
  it('returns the signed-in user from GET /auth/me', async () => {
    const user = await makeUser('customer', { firstName: 'Mustafa', lastName: 'Jabbar' })
    const result = await api('GET', '/auth/me', { cookie: user.cookie })
    expect(result.status).toBe(200)
    expect(result.body.data).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Mustafa',
      lastName: 'Jabbar',
    })
  })

  it('answers GET /auth/me without a cookie with 401', async () => {
    const result = await api('GET', '/auth/me')
    expect(result.status).toBe(401)
    expect(result.body).toEqual(refusal('SIGN_IN_REQUIRED'))
  })

  it('clears the session cookie on logout', async () => {
    const user = await makeUser()
    const result = await api('POST', '/auth/logout', { cookie: user.cookie })
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ success: true, data: null })
    const cleared = sessionCookie(result)
    expect(cleared).toMatch(/^session=;/)
    expect(cleared).toMatch(/Max-Age=0/i)
    expect(cleared).toMatch(/Path=\//i)
    expect((await api('GET', '/auth/me', { cookie: cookiePair(result) })).status).toBe(401)
  })

  it('rejects a token whose payload was altered to claim another user', async () => {
    const customer = await makeUser()
    const admin = await makeUser('admin')
    const [header, payload, signature] = customer.cookie.slice('session='.length).split('.')
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')))
    const forged = btoa(JSON.stringify({ ...claims, sub: String(admin.id), role: 'admin' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
    const result = await api('GET', '/auth/me', {
      cookie: `session=${header}.${forged}.${signature}`,
    })
    expect(result.status).toBe(401)
    expect(
      (await api('GET', '/users', { cookie: `session=${header}.${forged}.${signature}` })).status,
    ).toBe(401)
  })

  it('rejects a well-formed token signed with another secret', async () => {
    const admin = await makeUser('admin')
    const token = await new SignJWT({ role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.id))
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough'))
    expect((await api('GET', '/auth/me', { cookie: `session=${token}` })).status).toBe(401)
    expect((await api('GET', '/users', { cookie: `session=${token}` })).status).toBe(401)
  })

  it('rejects an unsigned (alg none) token', async () => {
    const admin = await makeUser('admin')
    const encode = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '')
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: String(admin.id), role: 'admin', ver: 0 })}.`
    expect((await api('GET', '/auth/me', { cookie: `session=${token}` })).status).toBe(401)
  })

  it('ends existing sessions when an admin resets the password', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    expect((await api('GET', '/auth/me', { cookie: customer.cookie })).status).toBe(200)
    const reset = await api('POST', `/users/${customer.id}/reset-password`, {
      cookie: admin.cookie,
      body: { password: 'brand-new-pass' },
    })
    expect(reset.status).toBe(200)
    expect((await api('GET', '/auth/me', { cookie: customer.cookie })).status).toBe(401)
    expect(
      (
        await api('POST', '/auth/login', {
          body: { email: customer.email, password: customer.password },
        })
      ).status,
    ).toBe(401)
    const fresh = await signIn(customer.email, 'brand-new-pass')
    expect((await api('GET', '/auth/me', { cookie: fresh })).body.data.id).toBe(customer.id)
  })

  it('rejects a reset password shorter than 8 characters', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const result = await api('POST', `/users/${customer.id}/reset-password`, {
      cookie: admin.cookie,
      body: { password: '12345' },
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('PASSWORD_TOO_SHORT'))
    expect((await api('GET', '/auth/me', { cookie: customer.cookie })).status).toBe(200)
  })

  it('ends the session of a deleted user', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    expect((await api('DELETE', `/users/${customer.id}`, { cookie: admin.cookie })).status).toBe(
      200,
    )
    expect((await api('GET', '/auth/me', { cookie: customer.cookie })).status).toBe(401)
  })
})

describe('responses never reveal passwords', () => {
  it('keeps passwords and hashes out of register, login, me, the user list, one user and profile edits', async () => {
    const admin = await makeUser('admin')
    const body = registration({ password: 'visible-if-leaked' })
    const registered = await api('POST', '/auth/register', { body })
    const id = registered.body.data.id as number
    const login = await api('POST', '/auth/login', {
      body: { email: body.email, password: body.password },
    })
    const calls = [
      registered,
      login,
      await api('GET', '/auth/me', { cookie: cookiePair(login) }),
      await api('GET', '/users', { cookie: admin.cookie }),
      await api('GET', `/users/${id}`, { cookie: admin.cookie }),
      await api('GET', `/users/${id}`, { cookie: cookiePair(login) }),
      await api('PUT', `/users/${id}`, {
        cookie: cookiePair(login),
        body: { firstName: 'Renamed' },
      }),
      await api('POST', `/users/${id}/reset-password`, {
        cookie: admin.cookie,
        body: { password: 'another-secret' },
      }),
    ]
    for (const result of calls) {
      expect(result.status).toBeLessThan(300)
      expectNoSecrets(result, body.password)
    }
    expect(JSON.stringify(calls[3]!.body)).not.toContain('another-secret')
    const listed = (calls[3]!.body.data as { id: number }[]).find((u) => u.id === id)
    expect(listed).toMatchObject({ email: body.email })
  })
})
