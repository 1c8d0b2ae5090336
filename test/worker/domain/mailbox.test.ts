import { describe, expect, it } from 'vitest'
import { mailboxOf } from '../../../worker/domain/mailbox'

describe('mailboxOf', () => {
  it('counts +tag variants and letter case of one mailbox as one', () => {
    expect(mailboxOf('Rider+shop@Example.iq')).toBe('rider@example.iq')
    expect(mailboxOf('rider+a+b@example.iq')).toBe('rider@example.iq')
    expect(mailboxOf(' rider@example.iq ')).toBe('rider@example.iq')
  })

  it('drops the dots of a Gmail name, and only of Gmail', () => {
    expect(mailboxOf('Ali.Hassan+x@gmail.com')).toBe('alihassan@gmail.com')
    expect(mailboxOf('ali.hassan@googlemail.com')).toBe('alihassan@gmail.com')
    expect(mailboxOf('ali.hassan@example.iq')).toBe('ali.hassan@example.iq')
  })

  it('keeps a local part that is only a tag', () => {
    expect(mailboxOf('+tag@example.iq')).toBe('+tag@example.iq')
  })
})
