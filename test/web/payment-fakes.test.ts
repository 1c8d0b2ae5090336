// `npm start` serves every provider's fake under its own prefix of one server: each must answer
// there as at its own address (PayPal's took its token call for an authenticated one, so its
// health read "failing" and no PayPal order could be paid locally).
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeSettings, servePaymentFakes } from '../helpers/payment-fakes'

describe("npm start's payment fakes", () => {
  let base = ''
  let server: Server
  beforeAll(async () => {
    ;({ base, server } = await servePaymentFakes(0, 'http://127.0.0.1:9'))
  })
  afterAll(() => new Promise((done) => server.close(done)))

  it('give PayPal a token under /paypal, and read an order with it', async () => {
    const settings = fakeSettings(base)
    const answer = await fetch(`${settings.PAYPAL_API_URL}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${settings.PAYPAL_CLIENT_ID}:${settings.PAYPAL_CLIENT_SECRET}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })
    expect(answer.status).toBe(200)
    const { access_token } = (await answer.json()) as { access_token: string }
    const order = await fetch(`${settings.PAYPAL_API_URL}/v2/checkout/orders/no-such-order`, {
      headers: { Authorization: `Bearer ${access_token}` },
    })
    expect(order.status).toBe(404)
  })
})
