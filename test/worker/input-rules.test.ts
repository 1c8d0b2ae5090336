// Free text the API takes: no control or bidirectional-override characters, line breaks only where
// a text may span lines, and "too long" messages that say which field and how long it may be.
import { describe, expect, it } from 'vitest'
import { issueError } from '../../worker/schemas/error-codes'
import { multiLine, singleLine } from '../../worker/schemas/text'
import { api, makeProduct, makeUser, refusal, validShipping } from './helpers'

const FORBIDDEN = [
  ['NUL', '\u0000'],
  ['a bell', '\u0007'],
  ['escape', '\u001b'],
  ['DEL', '\u007f'],
  ['a C1 control', '\u0085'],
  ['a right-to-left override', '\u202e'],
  ['a left-to-right embedding', '\u202a'],
  ['a pop directional formatting', '\u202c'],
  ['a right-to-left isolate', '\u2067'],
  ['a pop directional isolate', '\u2069'],
] as const

describe('the text rule', () => {
  const name = singleLine(20, { label: 'Name', required: 'REGISTER_REQUIRED' })
  const comment = multiLine(50, { label: 'Comment' })
  const firstMessage = (schema: typeof name, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message

  it.each(FORBIDDEN)('refuses %s in any text', (_name, character) => {
    expect(firstMessage(name, `Ali${character}`)).toBe('TEXT_NOT_ALLOWED')
    expect(firstMessage(comment, `Good${character} part`)).toBe('TEXT_NOT_ALLOWED')
  })

  it.each([
    ['a line break', 'first\nsecond'],
    ['a carriage return', 'first\r\nsecond'],
    ['a tab', 'first\tsecond'],
    ['a line separator', 'first\u2028second'],
  ])('refuses %s in one-line text', (_name, value) => {
    expect(firstMessage(name, value)).toBe('TEXT_NOT_ALLOWED')
  })

  it('keeps line breaks and tabs in multi-line text, and Arabic with its marks anywhere', () => {
    expect(comment.parse('  Fits well.\r\n\tWould buy again.  ')).toBe(
      'Fits well.\r\n\tWould buy again.',
    )
    expect(name.parse('\u200fعلي حسن')).toBe('\u200fعلي حسن')
  })

  it('says which field is too long and how long it may be', () => {
    const problem = (schema: typeof name, value: string) =>
      issueError(schema.safeParse(value).error!.issues[0]!)
    expect(problem(name, 'x'.repeat(21))).toEqual({
      code: 'TOO_LONG',
      params: { field: 'Name', count: 20 },
      text: 'Name is too long (at most 20 characters)',
    })
    expect(problem(comment, 'x'.repeat(51)).text).toBe(
      'Comment is too long (at most 50 characters)',
    )
  })

  it('answers the required code for a blank or missing required text', () => {
    expect(firstMessage(name, '   ')).toBe('REGISTER_REQUIRED')
    expect(firstMessage(name, undefined)).toBe('REGISTER_REQUIRED')
    expect(comment.parse('')).toBe('')
  })
})

describe('text rules at the API', () => {
  it('refuses a support message whose name hides a right-to-left override', async () => {
    const result = await api('POST', '/support', {
      body: {
        name: 'Ali\u202egnp.exe',
        email: 'ali@example.iq',
        subject: 'general-question',
        message: 'Hello',
      },
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('TEXT_NOT_ALLOWED'))
  })

  it('keeps the line breaks of a support message and refuses a NUL in it', async () => {
    const body = { name: 'Ali', email: 'ali@example.iq', subject: 'general-question' }
    const ok = await api('POST', '/support', { body: { ...body, message: 'Hello,\n\nThanks' } })
    expect(ok.status).toBe(201)
    const nul = await api('POST', '/support', { body: { ...body, message: 'Hello\u0000' } })
    expect(nul.body).toEqual(refusal('TEXT_NOT_ALLOWED'))
  })

  it('refuses a line break inside a shipping field', async () => {
    const customer = await makeUser()
    const product = await makeProduct()
    const result = await api('POST', '/orders', {
      cookie: customer.cookie,
      body: {
        items: [{ id: product.id, quantity: 1 }],
        shippingInfo: { ...validShipping, city: 'Baghdad\nEvil: header' },
        paymentInfo: { method: 'card' },
      },
    })
    expect(result.status).toBe(400)
    expect(result.body.code).toBe('TEXT_NOT_ALLOWED')
  })

  it('keeps the paragraphs of a review and says when it is too long', async () => {
    const customer = await makeUser()
    const product = await makeProduct()
    const written = await api('POST', '/reviews', {
      cookie: customer.cookie,
      body: { productId: product.id, rating: 5, comment: 'Great fit.\n\nFast delivery.' },
    })
    expect(written.status).toBe(201)
    expect(written.body.data.review.comment).toBe('Great fit.\n\nFast delivery.')
    const other = await makeUser()
    const long = await api('POST', '/reviews', {
      cookie: other.cookie,
      body: { productId: product.id, rating: 5, comment: 'x'.repeat(2001) },
    })
    expect(long.body).toEqual(refusal('TOO_LONG', { field: 'Comment', count: 2000 }))
    expect(long.body.error).toBe('Comment is too long (at most 2000 characters)')
  })

  it("names the product field that is too long, not zod's default text", async () => {
    const admin = await makeUser('admin')
    const result = await api('POST', '/products', {
      cookie: admin.cookie,
      body: { name: 'x'.repeat(201), price: 1000, category: 'Helmets' },
    })
    expect(result.body).toEqual(refusal('TOO_LONG', { field: 'Name', count: 200 }))
    expect(result.body.error).toBe('Name is too long (at most 200 characters)')
  })

  it('refuses control characters in the store info an admin saves', async () => {
    const admin = await makeUser('admin')
    const settings = (await api('GET', '/settings')).body.data
    const result = await api('PUT', '/settings', {
      cookie: admin.cookie,
      body: {
        ...settings,
        storeInfo: { ...settings.storeInfo, name: { en: 'Moto\u0000Parts', ar: 'موتو' } },
      },
    })
    expect(result.status).toBe(400)
    expect(result.body.code).toBe('TEXT_NOT_ALLOWED')
  })
})
