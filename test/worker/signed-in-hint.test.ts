// The signed-in hint: a readable cookie beside the HttpOnly session, set and cleared with it, so
// the storefront asks GET /api/auth/me only when someone may be signed in.
import { describe, expect, it } from 'vitest'
import { SIGNED_IN_COOKIE } from '../../worker/domain/signed-in-hint'
import { type ApiResult, api, makeUser, unique } from './helpers'
import { callApi } from './outbound'

const setCookie = (result: ApiResult, name: string) =>
  result.headers.getAll('Set-Cookie').find((c) => c.startsWith(`${name}=`))

/** A Set-Cookie line's attributes, lower-cased names: { path: '/', httponly: '', … }. */
const attributes = (line: string | undefined) =>
  Object.fromEntries(
    (line ?? '')
      .split(';')
      .slice(1)
      .map((part) => {
        const [name = '', value = ''] = part.trim().split('=')
        return [name.toLowerCase(), value]
      }),
  )

/** The session and the hint are set as a pair: same path, expiry and SameSite; only the session
 * is HttpOnly, and the hint holds no secret. */
function expectPairSet(result: ApiResult) {
  const session = attributes(setCookie(result, 'session'))
  const hint = setCookie(result, SIGNED_IN_COOKIE)
  expect(hint?.split(';')[0]).toBe(`${SIGNED_IN_COOKIE}=1`)
  const { httponly, ...shared } = session
  expect(httponly).toBe('')
  expect(attributes(hint)).toEqual(shared)
  expect(shared).toMatchObject({ path: '/', samesite: 'Lax' })
  expect(shared.expires).toBeTruthy()
}

const expectCleared = (result: ApiResult, name: string) =>
  expect(attributes(setCookie(result, name))).toMatchObject({ 'max-age': '0', path: '/' })

const sessionPair = (result: ApiResult) => setCookie(result, 'session')!.split(';')[0]!

describe('the signed-in hint', () => {
  it('is set beside the session by sign-in, registration and a password change', async () => {
    const user = await makeUser()
    const signedIn = await api('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    })
    expect(signedIn.status).toBe(200)
    expectPairSet(signedIn)

    const registered = await api('POST', '/auth/register', {
      body: {
        email: `hint-${unique()}@shop.test`,
        password: 'hunter22',
        firstName: 'Ali',
        lastName: 'Hassan',
        phone: '',
      },
    })
    expect(registered.status).toBe(201)
    expectPairSet(registered)

    const changed = await callApi('POST', '/auth/change-password', {
      cookie: sessionPair(signedIn),
      body: { currentPassword: user.password, newPassword: 'brand-new-pass-1' },
    })
    expect(changed.status).toBe(200)
    expectPairSet(changed)
  })

  it('is cleared with the session by sign-out', async () => {
    const user = await makeUser()
    const out = await api('POST', '/auth/logout', { cookie: user.cookie })
    expect(out.status).toBe(200)
    expectCleared(out, 'session')
    expectCleared(out, SIGNED_IN_COOKIE)
  })

  it('is cleared when /auth/me finds no session, and kept while there is one', async () => {
    const user = await makeUser()
    const me = await api('GET', '/auth/me', { cookie: `${user.cookie}; ${SIGNED_IN_COOKIE}=1` })
    expect(me.status).toBe(200)
    expect(setCookie(me, SIGNED_IN_COOKIE)).toBeUndefined()

    await api('POST', '/auth/logout', { cookie: user.cookie })
    const ended = await api('GET', '/auth/me', { cookie: `${user.cookie}; ${SIGNED_IN_COOKIE}=1` })
    expect(ended.status).toBe(401)
    expectCleared(ended, SIGNED_IN_COOKIE)
  })
})
