// The dashboard's tabs and the owner's tool pages at the widths the owner uses, from a 320 px phone
// to a 1920 px screen, in English and Arabic (test/e2e/width-sweep.ts says what is checked).
import { sharedShop } from './own-shop'
import { sessionCookies } from './shop'
import { type Screen, sweepWidths } from './width-sweep'

sharedShop()

const ADMIN = { email: 'admin@shop.test', password: 'admin12345' }

const SCREENS: Screen[] = [
  ...['', '/products', '/orders', '/users', '/analytics', '/data', '/settings'].map(
    (tab): Screen => ({
      name: `dashboard ${tab.slice(1) || 'overview'}`,
      path: `/admin${tab}`,
      who: ['admin'],
      ready: '.admin-content',
    }),
  ),
  ...['/telegram-test', '/sms-test', '/inbox', '/deliveries'].map((page): Screen => ({
    name: `dashboard ${page.slice(1)}`,
    path: `/admin${page}`,
    who: ['admin'],
    ready: 'main h1',
  })),
]

sweepWidths(SCREENS, async (browser) => ({ admin: await sessionCookies(browser, ADMIN) }))
