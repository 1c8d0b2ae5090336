// API latency on the local server (`npm run bench`): sequential requests per endpoint against the
// seeded catalogue, reporting mean, p50 and p95 in milliseconds. Not part of `npm test`.
import { startShop } from '../helpers/shop-server'

const RUNS = Number(process.env.BENCH_RUNS ?? 200)

async function measure(name: string, call: () => Promise<Response>): Promise<void> {
  for (let i = 0; i < 10; i++) await (await call()).arrayBuffer() // warm up
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    const response = await call()
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2)
  const mean = (times.reduce((a, b) => a + b, 0) / times.length).toFixed(2)
  console.log(
    `${name.padEnd(44)} mean ${mean.padStart(7)}  p50 ${pct(0.5).padStart(7)}  p95 ${pct(0.95).padStart(7)}`,
  )
}

const shop = await startShop('test/artifacts/bench-state')
const url = (path: string) => `${shop.baseURL}/api${path}`
async function signIn(email: string, password: string): Promise<string> {
  const login = await fetch(url('/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return login.headers.get('set-cookie')!.split(';')[0]!
}

/** Shopper i: an address of their own (CF-Connecting-IP) for the rate limits. */
const address = (i: number) => `10.250.${Math.floor(i / 250)}.${(i % 250) + 1}`

/** One registered customer per benchmarked order: an account may place 10 orders a minute and
 * hold 3 unconfirmed cash-on-delivery orders, as a real shopper would. */
async function customers(count: number): Promise<string[]> {
  const cookies: string[] = []
  for (let i = 0; i < count; i++) {
    const response = await fetch(url('/auth/register'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address(i) },
      body: JSON.stringify({
        email: `bench-${i}-${Date.now()}@shop.test`,
        password: 'bench-password-1',
        firstName: 'Bench',
        lastName: 'Mark',
      }),
    })
    cookies.push(response.headers.get('set-cookie')!.split(';')[0]!)
  }
  return cookies
}

try {
  const cookie = await signIn('demo@shop.test', 'demo12345')
  // Enough stock that every benchmarked order succeeds.
  await fetch(url('/products/1036'), {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      Cookie: await signIn('admin@shop.test', 'admin12345'),
    },
    body: JSON.stringify({ stock: 100_000 }),
  })
  console.log(`${RUNS} sequential requests each, local wrangler dev + D1 (ms)`)
  await measure('GET /api/products (36 products)', () => fetch(url('/products')))
  await measure('GET /api/products?category=Helmets', () =>
    fetch(url('/products?category=Helmets')),
  )
  await measure('GET /api/products?search=brake', () => fetch(url('/products?search=brake')))
  await measure('GET /api/products?search=خوذة (Arabic)', () =>
    fetch(url(`/products?search=${encodeURIComponent('خوذة')}`)),
  )
  await measure('GET /api/products/1001 (+reviews, related)', () => fetch(url('/products/1001')))
  await measure('GET /api/settings', () => fetch(url('/settings')))
  await measure('GET /api/orders/102 (signed in)', () =>
    fetch(url('/orders/102'), { headers: { Cookie: cookie } }),
  )
  const buyers = await customers(RUNS + 10)
  let next = 0
  await measure('POST /api/orders (1 line, atomic batch)', () => {
    const i = next++
    return fetch(url('/orders'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: buyers[i]!,
        'CF-Connecting-IP': address(i),
      },
      body: JSON.stringify({
        items: [{ id: 1036, quantity: 1 }],
        paymentInfo: { method: 'cod' },
        shippingInfo: {
          firstName: 'Bench',
          lastName: 'Mark',
          email: 'bench@shop.test',
          phone: `+964 770 ${String(10_000_000 + i).slice(1)}`,
          address: 'Street 1',
          city: 'Baghdad',
          state: 'Baghdad',
          zipCode: '10001',
        },
      }),
    })
  })
} finally {
  await shop.stop()
}
