// The client a limit counts: an IPv4 address whole, an IPv6 address by its /64. One IPv6
// subscriber (a phone, a home router) is given a whole /64 and can pick any address in it, so
// counting whole IPv6 addresses would give them 2^64 allowances.

/** `ip`'s eight IPv6 groups, or undefined when it is not an IPv6 address. */
function ipv6Groups(ip: string): number[] | undefined {
  // An IPv4 address written in the last 32 bits (::ffff:192.0.2.1) is two groups.
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip)
  const bytes = dotted?.slice(2).map(Number) ?? []
  if (bytes.some((b) => b > 255)) return undefined
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes
  const text = dotted
    ? `${dotted[1] ?? ''}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`
    : ip
  const halves = text.split('::').map((half) => (half === '' ? [] : half.split(':')))
  const [head = [], tail] = halves
  const missing = 8 - head.length - (tail?.length ?? 0)
  if (halves.length > 2 || (tail ? missing < 1 : missing !== 0)) return undefined
  const groups = tail ? [...head, ...Array<string>(missing).fill('0'), ...tail] : head
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined
  return groups.map((g) => parseInt(g, 16))
}

/**
 * The key a limit counts `ip` under: an IPv4 address as it is; an IPv6 address as its /64
 * (`2001:db8:1:2::/64`), or as the IPv4 address it carries (`::ffff:192.0.2.1`); anything else
 * as it was given.
 */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '')
  if (!address.includes(':')) return address
  const groups = ipv6Groups(address)
  if (!groups) return address
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:65535'
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}
