// One e-mail rule: the address the web's forms accept is the address the server's schemas accept
// (the old web pattern let through addresses the server then refused).
import { describe, expect, it } from 'vitest'
import { isEmailAddress } from '../../worker/domain/email-address'
import { newsletterSchema } from '../../worker/schemas/newsletter'
import { supportMessageSchema } from '../../worker/schemas/support'

const ADDRESSES = [
  'rider@example.com',
  'first.last+parts@mail.example.iq',
  "o'neil@example.co",
  'a@b.c',
  'two..dots@example.com',
  '.lead@example.com',
  'trail.@example.com',
  'no-at.example.com',
  'space in@example.com',
  'ahmad@مثال.com',
  'x@-bad.com',
  'x@example.c0m',
]

describe('the e-mail address rule', () => {
  it.each(ADDRESSES)('is the same in the browser and on the server for %s', (address) => {
    const server = newsletterSchema.safeParse({ email: address }).success
    expect(isEmailAddress(address)).toBe(server)
    const support = { name: 'A', email: address, subject: 'order-support', message: 'Hi' }
    expect(supportMessageSchema.safeParse(support).success).toBe(server)
  })

  it('refuses what the old web pattern let through', () => {
    expect(isEmailAddress('a@b.c')).toBe(false)
    expect(isEmailAddress('two..dots@example.com')).toBe(false)
    expect(isEmailAddress('rider@example.com')).toBe(true)
  })
})
