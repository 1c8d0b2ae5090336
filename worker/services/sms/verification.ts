// Phone verification (back-office §4, §5, §8, §9): 6-digit codes stored as an HMAC, valid for
// 10 minutes, 3 attempts, one send per number every 60 seconds. A record is removed on success,
// on expiry, on too many attempts and when sending fails.
import type { Db } from '../../db/client'
import {
  claimSendSlot,
  findVerification,
  lastSentAt,
  releaseSendSlot,
  removeVerification,
  saveVerification,
  takeAttempt,
} from '../../db/queries/phone-verification'
import type { EmailLanguage } from '../../domain/language'
import { countryOf, normalizePhone } from '../../domain/phone'
import {
  CODE_TTL_SECONDS,
  MAX_ATTEMPTS,
  MAX_LIVE_CODES_PER_ACCOUNT,
  RESEND_SECONDS,
} from '../../domain/phone-verification'
import type { Config } from '../../env'
import { AppError, badRequest, tooManyRequests } from '../../lib/errors'
import { hmacHex } from '../../lib/hmac'
import { smsProvider } from './provider'

const SMS_TEXT: Record<EmailLanguage, (code: string, minutes: number) => string> = {
  en: (code, minutes) =>
    `Your Baghdad Moto Parts verification code is ${code}. It expires in ${minutes} minutes.`,
  ar: (code, minutes) =>
    `رمز التحقق من بغداد موتو بارتس: ${code}. تنتهي صلاحيته بعد ${minutes} دقائق.`,
}

function phoneOrThrow(input: string): string {
  const result = normalizePhone(input)
  if (!result.ok) throw badRequest(result.error)
  return result.phone
}

/** A uniform 6-digit code (rejection sampling keeps every code equally likely). */
function newCode(): string {
  const limit = Math.floor(2 ** 32 / 1_000_000) * 1_000_000
  for (;;) {
    const [n = limit] = crypto.getRandomValues(new Uint32Array(1))
    if (n < limit) return String(n % 1_000_000).padStart(6, '0')
  }
}

/** Keyed with the server's secret: a leaked table cannot be tried against the million codes. The
 * account is part of the MAC, so a code proves the number only for the account it was sent for. */
const codeHash = (secret: string, userId: number, phone: string, code: string) =>
  hmacHex(secret, `${userId}:${phone}:${code}`)

export interface SentCode {
  phone: string
  country: string
  expiresInSeconds: number
  resendInSeconds: number
  maxAttempts: number
  provider: Config['SMS_PROVIDER']
  /** The code itself, only from the mock provider (nothing was really sent). */
  mockCode?: string
}

export async function sendVerificationCode(
  db: Db,
  config: Config,
  input: { userId: number; phone: string; language: EmailLanguage },
  now: Date,
): Promise<SentCode> {
  const phone = phoneOrThrow(input.phone)
  if (!(await claimSendSlot(db, phone, now, new Date(now.getTime() - RESEND_SECONDS * 1000)))) {
    const last = Date.parse((await lastSentAt(db, phone)) ?? now.toISOString())
    const wait = Math.max(1, Math.ceil((last + RESEND_SECONDS * 1000 - now.getTime()) / 1000))
    throw tooManyRequests(wait, 'CODE_WAIT', { seconds: wait })
  }
  const code = newCode()
  const saved = await saveVerification(
    db,
    {
      phone,
      userId: input.userId,
      codeHash: await codeHash(config.JWT_SECRET, input.userId, phone, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
      maxAttempts: MAX_ATTEMPTS,
      createdAt: now.toISOString(),
    },
    MAX_LIVE_CODES_PER_ACCOUNT,
  )
  if (!saved) {
    await releaseSendSlot(db, phone)
    throw tooManyRequests(60)
  }
  const provider = smsProvider(config)
  try {
    await provider.send(phone, SMS_TEXT[input.language](code, CODE_TTL_SECONDS / 60))
  } catch (error) {
    await removeVerification(db, phone)
    await releaseSendSlot(db, phone)
    const reason = error instanceof Error ? error.message : String(error)
    console.error(`verification code not sent to ${phone}:`, reason)
    throw new AppError(502, 'CODE_SEND_FAILED', { reason })
  }
  return {
    phone,
    country: countryOf(phone),
    expiresInSeconds: CODE_TTL_SECONDS,
    resendInSeconds: RESEND_SECONDS,
    maxAttempts: MAX_ATTEMPTS,
    provider: provider.name,
    ...(provider.name === 'mock' && { mockCode: code }),
  }
}

/** Checks the code; resolves with the verified number or throws the spec's message. */
export async function verifyCode(
  db: Db,
  config: Config,
  input: { userId: number; phone: string; code: string },
  now: Date,
): Promise<string> {
  const phone = phoneOrThrow(input.phone)
  const code = input.code.trim()
  if (code === '') throw badRequest('CODE_EMPTY')

  const record = await takeAttempt(db, input.userId, phone, now)
  if (!record) {
    const stale = await findVerification(db, phone)
    // A code sent for another account is, for this one, no code at all.
    if (!stale || stale.userId !== input.userId) throw badRequest('CODE_MISSING')
    await removeVerification(db, phone)
    throw badRequest(
      Date.parse(stale.expiresAt) <= now.getTime() ? 'CODE_EXPIRED' : 'CODE_TOO_MANY',
    )
  }
  if (record.codeHash === (await codeHash(config.JWT_SECRET, input.userId, phone, code))) {
    await removeVerification(db, phone)
    return phone
  }
  const remaining = record.maxAttempts - record.attempts
  // The spent record stays until the next try, which answers "Too many incorrect attempts".
  throw remaining > 0
    ? badRequest('CODE_INCORRECT', { count: remaining })
    : badRequest('CODE_MAX_REACHED')
}
