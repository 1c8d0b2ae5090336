import { describe, expect, it } from 'vitest'
import {
  detectBrowser,
  detectDevice,
  isSessionActive,
  productIdOfPage,
  SESSION_TIMEOUT_MS,
} from '../../../worker/domain/visitor-session'

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  curl: 'curl/8.5.0',
}

describe('detectDevice', () => {
  it.each([
    ['chromeWindows', 'desktop'],
    ['safariMac', 'desktop'],
    ['iphone', 'mobile'],
    ['androidPhone', 'mobile'],
    ['androidTablet', 'tablet'],
    ['ipad', 'tablet'],
    ['curl', 'desktop'],
  ] as const)('reads %s as %s', (agent, device) => {
    expect(detectDevice(UA[agent])).toBe(device)
  })
})

describe('detectBrowser', () => {
  it.each([
    ['chromeWindows', 'Chrome'],
    ['chromeIphone', 'Chrome'],
    ['androidPhone', 'Chrome'],
    ['edge', 'Edge'],
    ['opera', 'Opera'],
    ['firefox', 'Firefox'],
    ['safariMac', 'Safari'],
    ['iphone', 'Safari'],
    ['curl', 'Other'],
  ] as const)('reads %s as %s', (agent, browser) => {
    expect(detectBrowser(UA[agent])).toBe(browser)
  })
})

describe('isSessionActive', () => {
  it('keeps a session whose last activity is under 30 minutes old and ends it at 30', () => {
    expect(isSessionActive(0, SESSION_TIMEOUT_MS - 1)).toBe(true)
    expect(isSessionActive(0, SESSION_TIMEOUT_MS)).toBe(false)
  })
})

describe('productIdOfPage', () => {
  it('finds the product of a product page and nothing elsewhere', () => {
    expect(productIdOfPage('/product/1001')).toBe(1001)
    expect(productIdOfPage('/product/1001/')).toBe(1001)
    expect(productIdOfPage('/product/abc')).toBeNull()
    expect(productIdOfPage('/')).toBeNull()
    expect(productIdOfPage('/admin/product/5')).toBeNull()
  })
})
