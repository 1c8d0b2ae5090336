// The city at checkout is one of the chosen governorate's (domain/iraq-places): one outside it is
// refused and nothing is written, since the delivery fee follows the governorate; a valid one is
// kept as its id and named in the reader's language wherever the address is shown.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { formatAddress } from '../../worker/domain/iraq-address'
import { cityName } from '../../worker/domain/iraq-places'
import { api, makeProduct, makeUser, orderBody, refusal, stockOf } from './helpers'
import { callApi } from './outbound'

const orderCount = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())?.n

const confirmationOf = async (orderId: string) =>
  env.DB.prepare('SELECT text FROM email_outbox WHERE subject LIKE ? ORDER BY id')
    .bind(`%${orderId.slice(-6)}%`)
    .first<{ text: string }>()

const shippedTo = (governorate: string, city: string) => {
  const body = orderBody([])
  return { ...body.shippingInfo, governorate, city }
}

describe('the city at checkout', () => {
  it.each([
    ['a city of another governorate', 'basra', 'karrada'],
    ['a city of no governorate', 'baghdad', 'Springfield'],
    ['another governorate’s city by name', 'baghdad', 'الزبير'],
  ])('refuses %s and writes no order', async (_case, governorate, city) => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 4 })
    const before = await orderCount()
    const result = await api('POST', '/orders', {
      cookie: customer.cookie,
      body: {
        ...orderBody([{ id: product.id, quantity: 1 }]),
        shippingInfo: shippedTo(governorate, city),
      },
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('CITY_NOT_IN_GOVERNORATE'))
    expect(await orderCount()).toBe(before)
    expect(await stockOf(product.id)).toBe(4)
  })

  it('keeps a valid city as its id, charges the governorate’s fee and names it in English', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ price: 20_000, stock: 4 })
    const result = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      body: {
        ...orderBody([{ id: product.id, quantity: 1 }]),
        shippingInfo: shippedTo('basra', 'zubair'),
      },
      headers: { 'Accept-Language': 'en' },
    })
    expect(result.status, result.body.error).toBe(201)
    const order = result.body.data
    expect(order.shippingInfo).toMatchObject({ governorate: 'basra', city: 'zubair' })
    // Delivery to another governorate than Baghdad (the default settings: 10,000 IQD).
    expect(order.totals.shipping).toBe(10_000)
    expect((await confirmationOf(order.id))?.text).toContain('Zubair, Basra')

    // The public tracking page reads the id too, and names it in the reader's language.
    const tracked = await api('GET', `/track/${order.trackingToken}`)
    expect(tracked.body.data).toMatchObject({ city: 'zubair', governorate: 'basra' })
  })

  it('names the city in Arabic for an Arabic order, and takes its Arabic name as the city', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 4 })
    const result = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      body: {
        ...orderBody([{ id: product.id, quantity: 1 }]),
        // An order an offline device kept from before cities were a list: the name, in Arabic.
        shippingInfo: shippedTo('basra', 'الزُّبير'),
      },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(result.status, result.body.error).toBe(201)
    expect(result.body.data.shippingInfo.city).toBe('zubair')
    expect((await confirmationOf(result.body.data.id))?.text).toContain('الزبير، البصرة')
  })

  it('shows an old order’s free-text city as it was written', () => {
    const old = { governorate: 'basra', city: 'Al-Ashar', area: 'Street 14', landmark: '' }
    expect(formatAddress(old, 'ar')).toBe('Street 14، Al-Ashar، البصرة')
    expect(cityName('Al-Ashar', 'en')).toBe('Al-Ashar')
    expect(cityName('zubair', 'ar')).toBe('الزبير')
  })
})
