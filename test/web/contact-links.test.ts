import { describe, expect, it } from 'vitest'
import { telUrl, whatsappUrl } from '../../worker/domain/contact-links'
import { mailDraftUrl } from '../../web/src/features/support/mail-draft'

describe('contact links', () => {
  it('builds the WhatsApp link from the digits of the store number', () => {
    expect(whatsappUrl('+964 770 123 4567')).toBe('https://wa.me/9647701234567')
    expect(whatsappUrl('(0770) 123-4567')).toBe('https://wa.me/07701234567')
  })

  it('keeps the plus sign in a phone link', () => {
    expect(telUrl('+964 770 123 4567')).toBe('tel:+9647701234567')
  })
})

describe('support e-mail draft', () => {
  it('addresses the store with the subject and a body of labelled lines, then the message', () => {
    const url = mailDraftUrl({
      to: 'support@baghdadmotoparts.iq',
      subject: 'Order support - Hussein Ali',
      lines: [
        ['Name', 'Hussein Ali'],
        ['Order number', undefined],
        ['Email', 'hussein@example.iq'],
      ],
      message: 'Where is my order? 50% done & waiting',
    })
    const [address, query] = url.split('?')
    expect(address).toBe('mailto:support@baghdadmotoparts.iq')
    const params = new URLSearchParams(query)
    expect(params.get('subject')).toBe('Order support - Hussein Ali')
    expect(params.get('body')).toBe(
      'Name: Hussein Ali\nEmail: hussein@example.iq\n\nWhere is my order? 50% done & waiting',
    )
    expect(query).not.toContain('+')
  })
})
