// Account services in the browser: forgot password from the sign-in page to a sign-in with the
// new password (the link read from the e-mail outbox through the admin API), the support form
// reaching the admins' inbox, the SMS test page, phone verification and the newsletter field.
import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, launch, newPage, PHONE, screenshot } from './browser'
import { chooseLanguageBeforeLoad, DEMO, signInByApi } from './shop'
import { baseURL, ownShop } from './own-shop'

// The mock SMS provider writes each text to the worker's log: the codes a customer would receive.
const texts: string[] = []
ownShop({ onLine: (line) => line.includes('[sms:mock]') && texts.push(line) })

const ADMIN = { email: 'admin@shop.test', password: 'admin12345' }

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** An API client signed in as the seeded admin, apart from the page under test. */
async function adminApi(): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: baseURL() })
  const response = await context.request.post('/api/auth/login', { data: ADMIN })
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()}`)
  return context.request
}

/** The link matching `pattern` in the newest e-mail of `kind` to `email`, as the outbox holds it
 * (the queue delivers it about a second after the request). */
async function linkInMail(email: string, kind: string, pattern: RegExp): Promise<string> {
  const admin = await adminApi()
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const { data } = (await (await admin.get('/api/emails?limit=50')).json()) as {
          data: { to: string; kind: string; text: string }[]
        }
        const mail = data.find((e) => e.to === email && e.kind === kind)
        link = mail && pattern.exec(mail.text)?.[0]
        return link
      },
      { message: `a ${kind} e-mail to ${email}`, timeout: 20_000 },
    )
    .toBeDefined()
  return link!
}

const resetLinkFor = (email: string) =>
  linkInMail(email, 'password-reset', /https?:\/\/\S+\/reset-password\?token=\S+/)

async function registerCustomer(page: Page, email: string, password: string) {
  const response = await page.context().request.post('/api/auth/register', {
    data: { email, password, firstName: 'Mustafa', lastName: 'Jabbar' },
  })
  if (!response.ok()) throw new Error(`registration failed: ${response.status()}`)
  await page.context().clearCookies()
}

describe('forgot password', () => {
  it('sends a reset link from the sign-in page, sets the new password and signs in with it', async () => {
    const page = await newPage(browser)
    const email = `mustafa-${Date.now()}@example.iq`
    await registerCustomer(page, email, 'old-secret-1')

    await page.goto('/login')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor()
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByText(`If an account exists for ${email}, we have sent it a link`).waitFor()

    const link = await resetLinkFor(email)
    expect(new URL(link).origin).toBe(baseURL())
    await page.goto(link)
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor()
    await page.getByLabel('New Password').fill('new-secret-2')
    await page.getByLabel('Confirm Password').fill('new-secret-3')
    await page.getByRole('button', { name: 'Save New Password' }).click()
    await page.getByText('Passwords do not match').waitFor()
    await page.getByLabel('Confirm Password').fill('new-secret-2')
    await page.getByRole('button', { name: 'Save New Password' }).click()
    await page
      .getByText('Your password has been changed. Sign in with your new password.')
      .waitFor()

    await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click()
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('old-secret-1')
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.getByText('Invalid email or password').waitFor()
    await page.getByLabel('Password', { exact: true }).fill('new-secret-2')
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.getByRole('button', { name: 'Account menu' }).waitFor()

    // The link worked once.
    await page.goto(link)
    await page.getByLabel('New Password').fill('another-one')
    await page.getByLabel('Confirm Password').fill('another-one')
    await page.getByRole('button', { name: 'Save New Password' }).click()
    await page
      .getByText('This password reset link is invalid or has expired. Please request a new one.')
      .waitFor()
  })

  it('changes the password on the account page: this device stays signed in, the others are out', async () => {
    const page = await newPage(browser, PHONE)
    const email = `change-${Date.now()}@example.iq`
    await registerCustomer(page, email, 'old-secret-1')
    const other = await browser.newContext({ baseURL: baseURL() })
    await other.request.post('/api/auth/login', { data: { email, password: 'old-secret-1' } })
    await signInByApi(page, { email, password: 'old-secret-1' })

    // From the account menu, to the page's password section.
    await page.goto('/orders')
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Change Password' }).click()
    await page.waitForURL(/\/verify-phone#change-password$/)
    const section = page.getByRole('region', { name: 'Change Password' })
    await expect
      .poll(() => section.evaluate((s) => s.getBoundingClientRect().top < innerHeight))
      .toBe(true)
    const save = section.getByRole('button', { name: 'Save New Password' })
    await section.getByLabel('Current Password').fill('not-it-at-all')
    await section.getByLabel('New Password').fill('new-secret-2')
    await section.getByLabel('Confirm Password').fill('new-secret-2')
    await save.click()
    await section.getByText('Your current password is not correct').waitFor()
    await section.getByLabel('Current Password').fill('old-secret-1')
    await save.click()
    await section.getByText('Your password has been changed.', { exact: false }).waitFor()

    expect((await page.context().request.get('/api/auth/me')).status()).toBe(200)
    expect((await other.request.get('/api/auth/me')).status()).toBe(401)
    const fresh = await browser.newContext({ baseURL: baseURL() })
    const signIn = (password: string) =>
      fresh.request.post('/api/auth/login', { data: { email, password } })
    expect((await signIn('old-secret-1')).status()).toBe(401)
    expect((await signIn('new-secret-2')).status()).toBe(200)
    await Promise.all([other.close(), fresh.close(), page.context().close()])
  })

  it('answers an unknown e-mail in the same words', async () => {
    const page = await newPage(browser)
    await page.goto('/forgot-password')
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByText('Please enter your email address').waitFor()
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.iq')
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page
      .getByText('If an account exists for nobody@example.iq, we have sent it a link')
      .waitFor()

    // A mistyped address is mended from the same page, and a new link asked for.
    await page.getByRole('button', { name: 'Request a new link' }).click()
    const field = page.getByLabel('Email', { exact: true })
    expect(await field.inputValue()).toBe('nobody@example.iq')
    await field.fill('somebody@example.iq')
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page
      .getByText('If an account exists for somebody@example.iq, we have sent it a link')
      .waitFor()
  })

  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows the forgot and reset pages in both languages at ${viewport.width}px`, async () => {
      for (const language of ['en', 'ar'] as const) {
        const page = await newPage(browser, viewport)
        await chooseLanguageBeforeLoad(page.context(), language)
        await page.goto('/forgot-password?email=rider%40example.iq')
        await page
          .getByRole('heading', {
            name: language === 'en' ? 'Forgot Password' : 'نسيت كلمة المرور',
          })
          .waitFor()
        await screenshot(page, `forgot-password-${language}`)
        await page
          .getByRole('button', {
            name: language === 'en' ? 'Send Reset Link' : 'إرسال رابط إعادة التعيين',
          })
          .click()
        await page.getByRole('status').first().waitFor()
        await screenshot(page, `forgot-password-sent-${language}`)
        await page.goto('/reset-password?token=not-a-real-token')
        await page
          .getByRole('heading', {
            name: language === 'en' ? 'Choose a New Password' : 'اختر كلمة مرور جديدة',
          })
          .waitFor()
        await page.locator('input[type=password]').first().fill('k7#mq2vz-new')
        await page.locator('input[type=password]').nth(1).fill('k7#mq2vz-new')
        await page
          .getByRole('button', {
            name: language === 'en' ? 'Save New Password' : 'حفظ كلمة المرور الجديدة',
          })
          .click()
        await page
          .getByText(
            language === 'en'
              ? 'This password reset link is invalid or has expired. Please request a new one.'
              : 'رابط إعادة تعيين كلمة المرور غير صالح أو انتهت صلاحيته. يرجى طلب رابط جديد.',
          )
          .waitFor()
        await screenshot(page, `reset-password-${language}`)
      }
    })
  }
})

describe('support messages', () => {
  it('reach the admins’ inbox from the support form', async () => {
    const visitor = await newPage(browser)
    await visitor.goto('/support')
    const text = `My Honda CBR brake lever is bent (${Date.now()})`
    await visitor.getByLabel('Your name').fill('Karrar Hadi')
    await visitor.getByLabel('Email address').fill('karrar@example.iq')
    await visitor.getByLabel('Subject').selectOption({ label: 'Technical help' })
    await visitor.getByLabel('Message', { exact: true }).fill(text)
    await visitor.getByRole('button', { name: 'Send Message' }).click()
    await visitor
      .getByText(
        "Message sent successfully! Check your email client and we'll get back to you within 24 hours.",
      )
      .waitFor()

    const admin = await newPage(browser)
    await signInByApi(admin, ADMIN)
    await admin.goto('/admin/inbox')
    await admin.getByRole('heading', { name: 'Inbox' }).waitFor()
    const item = admin.getByRole('listitem').filter({ hasText: text })
    await item.waitFor()
    expect(await item.innerText()).toContain('karrar@example.iq')
    // The subject as the form named it, not its code.
    expect(await item.innerText()).toContain('Technical help')
    expect(await item.innerText()).not.toContain('technical-help')
    await screenshot(admin, 'admin-inbox-en')
    // Searched by the server: by name, and nothing for a name nobody wrote with.
    await admin.getByLabel('Search by name, email or subject').fill('KARRAR HADI')
    await item.waitFor()
    await admin.getByLabel('Search by name, email or subject').fill('nobody-wrote-this')
    await admin.getByText('No messages.').waitFor()
    await admin.getByLabel('Search by name, email or subject').fill('')

    await admin.context().request.post('/api/auth/forgot-password', {
      data: { email: DEMO.email },
      headers: { Origin: baseURL() },
    })
    await resetLinkFor(DEMO.email)
    await admin.getByRole('tab', { name: 'E-mail outbox' }).click()
    const mail = admin
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: DEMO.email })
      .first()
    await mail.getByText('Reset your password').click()
    await mail.getByText(/\/reset-password\?token=/).waitFor()
    await screenshot(admin, 'admin-inbox-outbox-en')
    await admin.getByRole('tab', { name: 'Newsletter' }).click()
    const panel = admin.getByRole('tabpanel')
    await panel.getByRole('table').or(panel.getByText('No subscribers.')).waitFor()
    const download = admin.waitForEvent('download')
    await admin.getByRole('button', { name: 'Export CSV' }).click()
    // A refused export shows its message instead of a file: fail with it rather than a timeout.
    const refused = admin
      .locator('.inbox-subscribers .error-box')
      .waitFor()
      .then(async () => {
        throw new Error(`export refused: ${await admin.locator('.error-box').textContent()}`)
      })
    expect((await Promise.race([download, refused])).suggestedFilename()).toMatch(
      /^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/,
    )
  })

  it('keeps the inbox from customers', async () => {
    const page = await newPage(browser, PHONE)
    await signInByApi(page, DEMO)
    for (const path of ['/admin/inbox', '/admin/sms-test']) {
      await page.goto(path)
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor()
      await page.getByRole('link', { name: 'Back to Home' }).waitFor()
    }
  })
})

describe("the e-mails' links in the browser", () => {
  // The buttons of these pages POST to the API; under its no-referrer policy Chromium sent
  // `Origin: null`, which the origin check refused: no address could be verified and no
  // back-in-stock request confirmed from a browser until 1 December.
  it("verifies an address from its e-mail, in the e-mail's language on a phone set to English", async () => {
    const email = `verify-${String(Date.now())}@example.iq`
    const api = await browser.newContext({ baseURL: baseURL() })
    const registered = await api.request.post('/api/auth/register', {
      data: { email, password: 'a-good-pass-9', firstName: 'Hasan', lastName: 'Ali' },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(registered.status()).toBe(201)
    const link = await linkInMail(
      email,
      'email-verification',
      /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/,
    )
    const page = await newPage(browser, PHONE)
    await page.goto(link)
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    await page.getByRole('link', { name: 'بغداد موتو بارتس' }).waitFor()
    await screenshot(page, 'verify-email-link-ar')
    await page.getByRole('button', { name: 'توثيق عنواني' }).click()
    await page.getByText('شكرًا لك: تم توثيق عنوانك', { exact: false }).waitFor()
    const me = await (await api.request.get('/api/auth/me')).json()
    expect(me.data.emailVerifiedAt).toEqual(expect.any(String))
    await page.getByRole('link', { name: 'الذهاب إلى المتجر' }).click()
    await page.waitForURL(`${baseURL()}/`)
    await api.close()
  })

  it('confirms a back-in-stock request from its e-mail', async () => {
    const email = `wait-${String(Date.now())}@example.iq`
    const api = await browser.newContext({ baseURL: baseURL() })
    const { data: products } = (await (
      await api.request.get('/api/products?limit=100')
    ).json()) as {
      data: { id: number; stock: number }[]
    }
    const soldOut = products.find((p) => p.stock === 0)
    if (!soldOut) throw new Error('the seeds have no sold-out product')
    const asked = await api.request.post('/api/stock-alerts', {
      data: { productId: soldOut.id, email },
      headers: { 'Accept-Language': 'en' },
    })
    expect(asked.status()).toBe(201)
    const link = await linkInMail(
      email,
      'stock-alert-confirm',
      /https?:\/\/\S+\/api\/stock-alerts\/confirm\?\S+/,
    )
    const page = await newPage(browser, PHONE)
    await page.goto(link)
    await page.getByRole('button', { name: 'Yes, tell me when it is back' }).click()
    await page.getByText('Thank you: we will write to you once', { exact: false }).waitFor()
    await api.close()
  })
})

describe('the SMS test page', () => {
  it('formats the number, sends a code, counts wrong codes and verifies the right one', async () => {
    const page = await newPage(browser)
    await signInByApi(page, ADMIN)
    await page.goto('/admin/sms-test')
    await page.getByRole('heading', { name: 'SMS Verification Test' }).waitFor()
    const phone = page.getByLabel('Phone number')

    await page.getByRole('button', { name: 'Send Verification Code' }).click()
    await page.getByText('Please enter a phone number').waitFor()

    await phone.pressSequentially('55a5-123')
    expect(await phone.inputValue()).toBe('(555) 123')
    await phone.pressSequentially('4567')
    expect(await phone.inputValue()).toBe('(555) 123-4567')
    expect(await phone.getAttribute('maxlength')).toBe('14')

    await page.getByRole('button', { name: 'Send Verification Code' }).click()
    await page.getByRole('heading', { name: 'Step 2: Verify code' }).waitFor()
    expect(await page.getByText('Code sent to').innerText()).toContain(
      '+15551234567 (United States/Canada) via the mock provider',
    )
    const mock = await page.getByText('Mock provider: nothing was sent.').innerText()
    const code = /(\d{6})/.exec(mock)![1]!
    await page.getByText(/^Code expires in (10:00|9:5\d)$/).waitFor()

    const input = page.getByLabel('Verification code')
    const verify = page.getByRole('button', { name: 'Verify Code' })
    await input.pressSequentially('12x34')
    expect(await input.inputValue()).toBe('1234')
    expect(await verify.isDisabled()).toBe(true)
    const wrong = code === '999999' ? '888888' : '999999'
    await input.fill('')
    await input.pressSequentially(`${wrong}7`)
    expect(await input.inputValue()).toBe(wrong)
    expect(await verify.isDisabled()).toBe(false)
    await verify.click()
    await page.getByText('Incorrect verification code. 2 attempt(s) remaining.').waitFor()
    expect(await page.getByText('Attempts remaining: 2').isVisible()).toBe(true)
    await screenshot(page, 'sms-test-verify-en')

    await input.fill(code)
    await verify.click()
    await page.getByText('Phone number +15551234567 verified successfully!').waitFor()

    await page.getByRole('button', { name: 'Reset' }).click()
    await page.getByLabel('Phone number').fill('5551234567')
    await page.getByRole('button', { name: 'Send Verification Code' }).click()
    await page.getByText(/^Please wait \d+ seconds before requesting another code\.$/).waitFor()
    await page.getByText(/^Try again in: \d+ seconds$/).waitFor()
    await screenshot(page, 'sms-test-wait-en')

    await page.getByLabel('Phone number').fill('96478012345')
    await page.getByRole('button', { name: 'Send Verification Code' }).click()
    await page
      .getByText('Please include country code (e.g., +1 for US, +44 for UK, +91 for India)')
      .waitFor()
  })
})

describe('phone verification for customers', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`sends a code to a number with its country code, in both languages at ${viewport.width}px`, async () => {
      for (const language of ['en', 'ar'] as const) {
        const page = await newPage(browser, viewport)
        await chooseLanguageBeforeLoad(page.context(), language)
        // A customer of its own: an account may have only 3 codes waiting at a time.
        const account = {
          email: `phone-${language}-${viewport.width}-${Date.now()}@example.iq`,
          password: 'phone-secret-1',
        }
        await registerCustomer(page, account.email, account.password)
        await signInByApi(page, account)
        await page.goto('/verify-phone')
        const heading = language === 'en' ? 'My Account' : 'حسابي'
        await page.getByRole('heading', { level: 1, name: heading }).waitFor()
        // The account's address on a line of its own, its state below: written in one sentence,
        // a long address broke into it, and in Arabic its end read after the colon.
        const email = page.locator('.email-status bdi')
        const state = page.locator('.email-status p')
        expect(await email.innerText()).toBe(account.email)
        expect(await state.innerText()).toMatch(
          language === 'en' ? /^Not verified yet\. / : /^غير موثَّق بعد\. /,
        )
        const [address, below] = [await email.boundingBox(), await state.boundingBox()]
        expect(below!.y).toBeGreaterThanOrEqual(address!.y + address!.height - 1)
        const field = page.getByRole('textbox').first()
        // Not an Iraqi mobile (those are taken as the checkout takes them) and not 10 digits.
        await field.fill('0680 123 4567')
        await page
          .getByRole('button', { name: language === 'en' ? 'Send Code' : 'إرسال الرمز' })
          .click()
        await page.getByRole('alert').waitFor()
        expect(await page.getByRole('alert').innerText()).toContain(
          language === 'en' ? 'Please include country code' : 'يرجى إضافة رمز الدولة',
        )
        await screenshot(page, `verify-phone-error-${language}`)
        // A number of its own per run, language and viewport: one send per number a minute.
        const digits = `${viewport.width}${language === 'en' ? 1 : 2}${String(Date.now()).slice(-5)}`
        await field.fill(`+964 ${digits}`)
        await page
          .getByRole('button', { name: language === 'en' ? 'Send Code' : 'إرسال الرمز' })
          .click()
        await page.getByRole('status').waitFor()
        const codeField = page.getByLabel(language === 'en' ? 'Verification code' : 'رمز التحقق')
        await codeField.pressSequentially('12ab3456')
        expect(await codeField.inputValue()).toBe('123456')
        await screenshot(page, `verify-phone-code-${language}`)
      }
    })
  }

  it('takes the number typed at checkout to verification and back when an order needs it verified', async () => {
    const admin = await adminApi()
    const before = ((await (await admin.get('/api/settings')).json()) as { data: object }).data
    // One unit an order before the shop asks for a verified phone (30 when it opens).
    const lowered = await admin.put('/api/settings', {
      data: { ...before, maxUnitsPerOrder: 1 },
      headers: { Origin: baseURL() },
    })
    expect(lowered.ok()).toBe(true)
    try {
      const page = await newPage(browser, PHONE)
      const account = { email: `large-${Date.now()}@example.iq`, password: 'phone-secret-1' }
      await registerCustomer(page, account.email, account.password)
      await signInByApi(page, account)
      await page.goto('/product/1008')
      await page.locator('.purchase .stepper button').last().click()
      await page.locator('.purchase .btn-primary').click()
      await page.goto('/checkout')
      const digits = String(Date.now()).slice(-7)
      await page.getByLabel('Mobile').fill(`0771 ${digits}`)
      await page.getByLabel('Governorate').selectOption('baghdad')
      await page.getByLabel('City or district').selectOption({ index: 1 })
      await page.getByLabel('Area / neighbourhood').fill('Street 52')
      await page.getByRole('button', { name: /^Place Order/ }).click()
      // The way to a verified number was a bare link: the verification page started empty, once
      // verified it sent the customer to the home page, and the checkout had lost the address.
      await page.getByRole('alert').getByRole('link', { name: 'Verify my mobile number' }).click()
      const number = `+964 771 ${digits.slice(0, 3)} ${digits.slice(3)}`
      expect(await page.getByLabel('Mobile number').inputValue()).toBe(number)
      await page.getByRole('button', { name: 'Send Code' }).click()
      let code: string | undefined
      await expect
        .poll(() => (code = texts.map((t) => /to \+964771\d+: .* (\d{6})/.exec(t)?.[1]).at(-1)))
        .toBeDefined()
      await page.getByLabel('Verification code').fill(code!)
      await page.getByRole('button', { name: 'Verify', exact: true }).click()
      await page.getByRole('link', { name: 'Back to Checkout' }).click()
      // The address as it was typed: it had to be typed again.
      expect(await page.getByLabel('Area / neighbourhood').inputValue()).toBe('Street 52')
      await page.getByRole('button', { name: /^Place Order/ }).click()
      await page.waitForURL((url) => url.pathname === '/orders')
      await page.context().close()
    } finally {
      const restored = await admin.put('/api/settings', {
        data: before,
        headers: { Origin: baseURL() },
      })
      expect(restored.ok()).toBe(true)
    }
  })

  it('is in the account menu as My Account, in Arabic too', async () => {
    const arabic = await newPage(browser, PHONE)
    await chooseLanguageBeforeLoad(arabic.context(), 'ar')
    // Signed out, the page says what signing in shows: the whole account, not only the phone.
    await arabic.goto('/verify-phone')
    await arabic.getByText('سجّل الدخول لترى حسابك', { exact: false }).waitFor()
    await signInByApi(arabic)
    await arabic.goto('/')
    await arabic.getByRole('button', { name: 'قائمة الحساب' }).click()
    await arabic.getByRole('menuitem', { name: 'حسابي', exact: true }).click()
    await arabic.getByRole('heading', { level: 1, name: 'حسابي' }).waitFor()
    await arabic.context().close()

    const page = await newPage(browser)
    await signInByApi(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Account menu' }).click()
    // One name for the page of the phone, e-mail, WhatsApp and password, verified or not.
    await page.getByRole('menuitem', { name: 'My Account', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor()
    // The phone's section, with its own heading; the page's title is the account's.
    await page.getByRole('region', { name: 'Your phone' }).waitFor()
    expect(await page.title()).toBe('My Account — Baghdad Moto Parts')
  })
})

describe('the newsletter field', () => {
  it('subscribes from the footer, in Arabic too', async () => {
    const page = await newPage(browser, PHONE)
    await chooseLanguageBeforeLoad(page.context(), 'ar')
    await page.goto('/support')
    const field = page.getByRole('textbox', { name: 'بريدك الإلكتروني' })
    await page.getByRole('button', { name: 'اشترك' }).click()
    await page.getByText('يرجى إدخال بريدك الإلكتروني').waitFor()
    await field.fill('rider@')
    await page.getByRole('button', { name: 'اشترك' }).click()
    await page.getByText('يرجى إدخال بريد إلكتروني صحيح').waitFor()
    await field.fill('rider@example.iq')
    await page.getByRole('button', { name: 'اشترك' }).click()
    await page.getByText('شكراً! تم اشتراكك في النشرة.').waitFor()
    await page
      .getByRole('contentinfo')
      .screenshot({ path: 'test/artifacts/screenshots/newsletter-footer-ar-390.png' })

    const admin = await adminApi()
    const { data } = (await (await admin.get('/api/newsletter')).json()) as {
      data: { email: string; language: string }[]
    }
    expect(data).toContainEqual(
      expect.objectContaining({ email: 'rider@example.iq', language: 'ar' }),
    )
  })
})
