import { describe, expect, it } from 'vitest'
import { clientNetwork } from '../../../worker/domain/client-network'

describe('clientNetwork', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientNetwork('192.0.2.17')).toBe('192.0.2.17')
    expect(clientNetwork('192.0.2.18')).toBe('192.0.2.18')
  })

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:1:2::/64'
    expect(clientNetwork('2001:db8:1:2::1')).toBe(network)
    expect(clientNetwork('2001:0DB8:0001:0002:ffff:1:2:3')).toBe(network)
    expect(clientNetwork('2001:db8:1:2:0:0:0:0')).toBe(network)
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('reads an IPv4 address carried in IPv6 as that IPv4 address', () => {
    expect(clientNetwork('::ffff:192.0.2.17')).toBe('192.0.2.17')
    expect(clientNetwork('::ffff:c000:211')).toBe('192.0.2.17')
    expect(clientNetwork('64:ff9b::192.0.2.17')).toBe('64:ff9b:0:0::/64')
  })

  it('leaves what is no address as it was given', () => {
    expect(clientNetwork('unknown')).toBe('unknown')
    expect(clientNetwork('1:2:3')).toBe('1:2:3')
    expect(clientNetwork('1::2::3')).toBe('1::2::3')
    expect(clientNetwork('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9')
    expect(clientNetwork('::ffff:300.0.0.1')).toBe('::ffff:300.0.0.1')
  })
})
