// Phone verification over the API: the admins' SMS test page and a customer verifying their
// number, every rule and message of back-office §5, §8, §9, and the three providers at their
// HTTP boundary.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  makeProduct,
  makeUser,
  newClientAddress,
  orderBody,
  type TestUser,
  refusal,
} from './helpers'
import { callApi, captureConsole, fakeService } from './outbound'

let counter = 0
/** A fresh US number (10 digits) per test, since sends are limited per number. */
const freshNumber = () =>
  `555${String(Date.now() % 10_000).padStart(4, '0')}${String(counter++ % 1000).padStart(3, '0')}`

// One admin per test: codes are limited per account (3 a minute), as for anyone.
let admin: TestUser | undefined
beforeEach(() => {
  admin = undefined
})
const adminCall = async (path: string, body: unknown, settings?: Record<string, string>) => {
  admin ??= await makeUser('admin')
  return callApi('POST', `/sms-test${path}`, { cookie: admin.cookie, body, settings })
}
const send = (phone: string, settings?: Record<string, string>) =>
  adminCall('/send-code', { phone }, settings)
const verify = (phone: string, code: string) => adminCall('/verify', { phone, code })

const record = (phone: string) =>
  env.DB.prepare('SELECT * FROM phone_verifications WHERE phone = ?').bind(phone).first()

// The fakes and console captures are spies: each test's are undone after it.
afterEach(() => vi.restoreAllMocks())

describe('sending a code', () => {
  it('normalises the number, names its country and keeps only a keyed hash of the code', async () => {
    const logs = captureConsole('log')
    const digits = freshNumber()
    const result = await send(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`)
    expect(result.status).toBe(200)
    expect(result.body.data).toMatchObject({
      phone: `+1${digits}`,
      country: 'United States/Canada',
      expiresInSeconds: 600,
      resendInSeconds: 60,
      maxAttempts: 3,
      provider: 'mock',
      mockCode: expect.stringMatching(/^\d{6}$/),
    })
    const row = await record(`+1${digits}`)
    expect(row).toMatchObject({ attempts: 0, max_attempts: 3 })
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.code_hash).not.toContain(result.body.data.mockCode)
    const expiresIn = Date.parse(row!.expires_at as string) - Date.now()
    expect(expiresIn).toBeGreaterThan(595_000)
    expect(expiresIn).toBeLessThanOrEqual(600_000)
    // The mock provider's "SMS" is the server log.
    expect(logs.text()).toContain(
      `[sms:mock] to +1${digits}: Your Baghdad Moto Parts verification code is ${result.body.data.mockCode}.`,
    )
  })

  it('takes an Iraqi mobile as the checkout does (07XX XXX XXXX), not as a number without its country', async () => {
    const national = `07${freshNumber().slice(1)}`
    const result = await send(
      `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`,
    )
    expect(result.status).toBe(200)
    expect(result.body.data).toMatchObject({
      phone: `+964${national.slice(1)}`,
      country: 'Iraq',
    })
  })

  it('takes a number and a code typed with Arabic-Indic digits', async () => {
    const logs = captureConsole('log')
    const digits = freshNumber()
    const arabic = (latin: string) =>
      latin.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
    const sent = await send(arabic(digits))
    expect(sent.status).toBe(200)
    expect(sent.body.data.phone).toBe(`+1${digits}`)
    const verified = await verify(arabic(digits), arabic(sent.body.data.mockCode))
    expect(verified.status).toBe(200)
    expect(logs.text()).toContain(`to +1${digits}`)
  })

  it.each([
    ['', 'PHONE_EMPTY'],
    ['+12 34', 'PHONE_INTERNATIONAL'],
    ['12-34', 'PHONE_FORMAT'],
    ['06801234567', 'PHONE_COUNTRY_CODE'],
  ] as const)('refuses %j: %s', async (phone, code) => {
    const result = await send(phone)
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal(code))
  })

  it('refuses a missing phone field with the empty-number message', async () => {
    const result = await adminCall('/send-code', {})
    expect(result.body).toEqual(refusal('PHONE_EMPTY'))
  })

  it('allows one send per number every 60 seconds, with the seconds to wait', async () => {
    const phone = `+964${freshNumber()}`
    expect((await send(phone)).status).toBe(200)
    const again = await send(phone)
    expect(again.status).toBe(429)
    expect(again.body.error).toMatch(
      /^Please wait (60|59) seconds before requesting another code\.$/,
    )
    expect(again.headers.get('Retry-After')).toMatch(/^(60|59)$/)
    await env.DB.prepare('UPDATE sms_sends SET last_sent_at = ? WHERE phone = ?')
      .bind(new Date(Date.now() - 45_000).toISOString(), phone)
      .run()
    expect((await send(phone)).body.error).toMatch(
      /^Please wait 1[45] seconds before requesting another code\.$/,
    )
    await env.DB.prepare('UPDATE sms_sends SET last_sent_at = ? WHERE phone = ?')
      .bind(new Date(Date.now() - 60_000).toISOString(), phone)
      .run()
    // This test's admin has used its 3 codes a minute; the number's own wait is what is tested.
    admin = undefined
    newClientAddress()
    expect((await send(phone)).status).toBe(200)
  })

  it('lets only one of two parallel sends to a number through', async () => {
    const phone = `+44${freshNumber()}`
    const results = await Promise.all([send(phone), send(phone)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 429])
  })
})

describe('verifying a code', () => {
  async function sent(phone = `+1${freshNumber()}`) {
    const result = await send(phone)
    return { phone, code: result.body.data.mockCode as string }
  }

  it('accepts the right code (trimmed) once, then the record is gone', async () => {
    const { phone, code } = await sent()
    const ok = await verify(phone, `  ${code} `)
    expect(ok.status).toBe(200)
    expect(ok.body.data).toEqual({ verified: true, phone })
    expect(await record(phone)).toBeNull()
    expect((await verify(phone, code)).body.error).toBe(
      'No verification code found. Please request a new code.',
    )
  })

  it('finds the record whichever way the number is written', async () => {
    const digits = freshNumber()
    const { code } = await sent(`+1${digits}`)
    expect((await verify(digits, code)).status).toBe(200)
  })

  it('counts wrong codes down to "maximum attempts", then "too many" removes the record', async () => {
    const { phone, code } = await sent()
    const wrong = code === '000000' ? '111111' : '000000'
    expect((await verify(phone, wrong)).body.error).toBe(
      'Incorrect verification code. 2 attempt(s) remaining.',
    )
    expect((await verify(phone, wrong)).body.error).toBe(
      'Incorrect verification code. 1 attempt(s) remaining.',
    )
    expect((await verify(phone, wrong)).body.error).toBe(
      'Incorrect verification code. Maximum attempts reached. Please request a new code.',
    )
    // Even the right code is refused now.
    const after = await verify(phone, code)
    expect(after.status).toBe(400)
    expect(after.body.error).toBe('Too many incorrect attempts. Please request a new code.')
    expect(await record(phone)).toBeNull()
    expect((await verify(phone, code)).body.error).toBe(
      'No verification code found. Please request a new code.',
    )
  })

  it('never lets parallel guesses exceed 3 attempts', async () => {
    const { phone, code } = await sent()
    const guesses = Array.from({ length: 8 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    )
    const results = await Promise.all(guesses.map((g) => verify(phone, g)))
    const incorrect = results.filter((r) => r.body.error.startsWith('Incorrect verification code.'))
    expect(incorrect).toHaveLength(3)
    expect(results.every((r) => r.status === 400)).toBe(true)
  })

  it('refuses an expired code and removes it', async () => {
    const { phone, code } = await sent()
    await env.DB.prepare('UPDATE phone_verifications SET expires_at = ? WHERE phone = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), phone)
      .run()
    expect((await verify(phone, code)).body).toEqual(refusal('CODE_EXPIRED'))
    expect(await record(phone)).toBeNull()
  })

  it('asks for the code when it is empty, without using an attempt', async () => {
    const { phone } = await sent()
    expect((await verify(phone, '   ')).body.error).toBe('Please enter the verification code')
    expect((await adminCall('/verify', { phone })).body.error).toBe(
      'Please enter the verification code',
    )
    expect(await record(phone)).toMatchObject({ attempts: 0 })
  })

  it('says when no code was sent to the number', async () => {
    expect((await verify(`+1${freshNumber()}`, '123456')).body.error).toBe(
      'No verification code found. Please request a new code.',
    )
  })
})

describe('a customer verifying their phone', () => {
  it('lets a code verify only the number and the account it was sent for', async () => {
    const owner = await makeUser()
    const intruder = await makeUser()
    const phone = `+964${freshNumber()}`
    const logs = captureConsole('log')
    await callApi('POST', '/phone/send-code', { cookie: owner.cookie, body: { phone } })
    const code = /verification code is (\d{6})/.exec(logs.text())![1]!
    const stolen = await callApi('POST', '/phone/verify', {
      cookie: intruder.cookie,
      body: { phone, code },
    })
    expect(stolen.status).toBe(400)
    expect(stolen.body.error).toBe('No verification code found. Please request a new code.')
    const otherNumber = await callApi('POST', '/phone/verify', {
      cookie: owner.cookie,
      body: { phone: `+964${freshNumber()}`, code },
    })
    expect(otherNumber.status).toBe(400)
    // The intruder's tries did not use up the owner's attempts.
    const mine = await callApi('POST', '/phone/verify', {
      cookie: owner.cookie,
      body: { phone, code },
    })
    expect(mine.status).toBe(200)
  })

  it('marks the account’s number verified, and orders to that number record it', async () => {
    const customer = await makeUser()
    // An Iraqi mobile number: orders are delivered to no other kind.
    const phone = `+9647${freshNumber().slice(1)}`
    const logs = captureConsole('log')
    const sentResult = await callApi('POST', '/phone/send-code', {
      cookie: customer.cookie,
      body: { phone },
    })
    expect(sentResult.status).toBe(200)
    expect(sentResult.body.data).not.toHaveProperty('mockCode')
    const code = /verification code is (\d{6})/.exec(logs.text())![1]!
    const verified = await callApi('POST', '/phone/verify', {
      cookie: customer.cookie,
      body: { phone, code },
    })
    expect(verified.status).toBe(200)
    expect(verified.body.data).toMatchObject({ id: customer.id, phone, phoneVerified: true })

    const product = await makeProduct({ stock: 5 })
    const toVerified = orderBody([{ id: product.id, quantity: 1 }], 'cod')
    toVerified.shippingInfo = {
      ...toVerified.shippingInfo,
      phone: `${phone.slice(0, 4)} ${phone.slice(4)}`,
    }
    const trusted = await callApi('POST', '/orders', { cookie: customer.cookie, body: toVerified })
    expect(trusted.body.data.phoneVerified).toBe(true)
    const other = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      body: orderBody([{ id: product.id, quantity: 1 }], 'cod'),
    })
    expect(other.body.data.phoneVerified).toBe(false)
  })

  it('writes the SMS in Arabic from the Arabic storefront', async () => {
    const customer = await makeUser()
    const logs = captureConsole('log')
    await callApi('POST', '/phone/send-code', {
      cookie: customer.cookie,
      body: { phone: `+964${freshNumber()}` },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(logs.text()).toContain('رمز التحقق من بغداد موتو بارتس')
  })

  it('loses the verified mark when the profile’s number changes', async () => {
    const customer = await makeUser()
    const phone = `+964${freshNumber()}`
    const logs = captureConsole('log')
    await callApi('POST', '/phone/send-code', { cookie: customer.cookie, body: { phone } })
    const code = /verification code is (\d{6})/.exec(logs.text())![1]!
    await callApi('POST', '/phone/verify', { cookie: customer.cookie, body: { phone, code } })
    const same = await callApi('PUT', `/users/${customer.id}`, {
      cookie: customer.cookie,
      body: { phone },
    })
    expect(same.body.data.phoneVerified).toBe(true)
    const changed = await callApi('PUT', `/users/${customer.id}`, {
      cookie: customer.cookie,
      body: { phone: '+9647000000000' },
    })
    expect(changed.body.data.phoneVerified).toBe(false)
  })

  it('needs a signed-in user', async () => {
    for (const path of ['/phone/send-code', '/phone/verify']) {
      const result = await callApi('POST', path, {
        body: { phone: '+9647801234567', code: '123456' },
      })
      expect(result.status).toBe(401)
    }
  })
})

describe('the Twilio provider', () => {
  const twilio = {
    SMS_PROVIDER: 'twilio',
    SMS_API_URL: 'https://sms.fake',
    TWILIO_ACCOUNT_SID: 'AC123',
    TWILIO_AUTH_TOKEN: 'token-1',
    TWILIO_FROM: '+15005550006',
  }

  it('posts the message form with Basic auth and returns no code', async () => {
    const fake = fakeService('https://sms.fake', () =>
      Response.json({ sid: 'SM1', status: 'queued' }, { status: 201 }),
    )
    const phone = `+964${freshNumber()}`
    const result = await send(phone, twilio)
    expect(result.status).toBe(200)
    expect(result.body.data.provider).toBe('twilio')
    expect(result.body.data).not.toHaveProperty('mockCode')
    const call = fake.calls[0]!
    expect(call.url).toBe('https://sms.fake/2010-04-01/Accounts/AC123/Messages.json')
    expect(call.headers.get('Authorization')).toBe(`Basic ${btoa('AC123:token-1')}`)
    const form = new URLSearchParams(call.body)
    expect(form.get('To')).toBe(phone)
    expect(form.get('From')).toBe('+15005550006')
    expect(form.get('Body')).toMatch(
      /^Your Baghdad Moto Parts verification code is \d{6}\. It expires in 10 minutes\.$/,
    )
    // The code that went out verifies.
    const code = /(\d{6})/.exec(form.get('Body')!)![1]!
    expect((await verify(phone, code)).status).toBe(200)
  })

  it('sends from a Messaging Service when TWILIO_FROM is one', async () => {
    const fake = fakeService('https://sms.fake', () =>
      Response.json({ sid: 'SM2' }, { status: 201 }),
    )
    await send(`+964${freshNumber()}`, { ...twilio, TWILIO_FROM: 'MG0123' })
    const form = new URLSearchParams(fake.calls[0]!.body)
    expect(form.get('MessagingServiceSid')).toBe('MG0123')
    expect(form.has('From')).toBe(false)
  })

  it('reports a refused message, removes the record and lets the number try again at once', async () => {
    fakeService('https://sms.fake', () =>
      Response.json(
        { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
        { status: 400 },
      ),
    )
    const logs = captureConsole('error')
    const phone = `+964${freshNumber()}`
    const result = await send(phone, twilio)
    expect(result.status).toBe(502)
    expect(result.body).toEqual(
      refusal('CODE_SEND_FAILED', { reason: "The 'To' number is not a valid phone number." }),
    )
    expect(result.body.error).toBe(
      "Failed to send verification code: The 'To' number is not a valid phone number.",
    )
    expect(await record(phone)).toBeNull()
    expect((await send(phone, twilio)).status).toBe(502)
    expect(logs.text()).toContain(`verification code not sent to ${phone}`)
  })

  it('reports a Twilio that is not configured', async () => {
    const logs = captureConsole('error')
    const result = await send(`+964${freshNumber()}`, { ...twilio, TWILIO_AUTH_TOKEN: '' })
    expect(result.body.error).toBe('Failed to send verification code: Twilio is not configured')
    expect(logs.text()).toContain('Twilio is not configured')
  })
})

describe('the AWS SNS provider', () => {
  const sns = {
    SMS_PROVIDER: 'aws-sns',
    SMS_API_URL: 'https://sns.fake',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret-example',
    AWS_REGION: 'me-central-1',
  }

  it('publishes to the number with a Signature V4 request', async () => {
    const fake = fakeService(
      'https://sns.fake',
      () =>
        new Response(
          '<PublishResponse><PublishResult><MessageId>m-1</MessageId></PublishResult></PublishResponse>',
          {
            headers: { 'Content-Type': 'text/xml' },
          },
        ),
    )
    const phone = `+971${freshNumber()}`
    const result = await send(phone, sns)
    expect(result.status).toBe(200)
    expect(result.body.data).toMatchObject({ provider: 'aws-sns', country: 'United Arab Emirates' })
    const call = fake.calls[0]!
    expect(call.method).toBe('POST')
    expect(call.headers.get('Authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/me-central-1\/sns\/aws4_request, SignedHeaders=\S+, Signature=[0-9a-f]{64}$/,
    )
    expect(call.headers.get('X-Amz-Date')).toMatch(/^\d{8}T\d{6}Z$/)
    const form = new URLSearchParams(call.body)
    expect(form.get('Action')).toBe('Publish')
    expect(form.get('PhoneNumber')).toBe(phone)
    expect(form.get('Message')).toMatch(/verification code is \d{6}/)
    expect(form.get('MessageAttributes.entry.1.Value.StringValue')).toBe('Transactional')
  })

  it('reports the message of an SNS error', async () => {
    fakeService(
      'https://sns.fake',
      () =>
        new Response(
          '<ErrorResponse><Error><Type>Sender</Type><Code>InvalidParameter</Code><Message>Invalid parameter: PhoneNumber</Message></Error></ErrorResponse>',
          { status: 400, headers: { 'Content-Type': 'text/xml' } },
        ),
    )
    const logs = captureConsole('error')
    const result = await send(`+971${freshNumber()}`, sns)
    expect(result.status).toBe(502)
    expect(result.body.error).toBe(
      'Failed to send verification code: Invalid parameter: PhoneNumber',
    )
    expect(logs.text()).toContain('Invalid parameter: PhoneNumber')
  })
})
