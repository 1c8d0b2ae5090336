// Bindings, settings parsed once, and per-request variables.
import { z } from 'zod'
import type { Db } from './db/client'
import type { UserRow } from './db/queries/users'

export interface Bindings {
  DB: D1Database
  BUCKET: R2Bucket
  ASSETS?: Fetcher
  JWT_SECRET: string
  ALLOWED_ORIGINS?: string
  TELEGRAM_API_URL?: string
  EMAIL_API_URL?: string
  SMS_API_URL?: string
}

const configSchema = z.object({
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be set (at least 16 characters)'),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  // Every outside service has a base URL, so tests and local runs can put a fake in its place.
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  EMAIL_API_URL: z.url().default('https://api.resend.com'),
  SMS_API_URL: z.url().default('https://api.twilio.com'),
})
export type Config = z.infer<typeof configSchema>

const cache = new WeakMap<object, Config>()

/** Parses the environment's settings once per isolate and env object. */
export function readConfig(env: Bindings): Config {
  let config = cache.get(env)
  if (!config) {
    config = configSchema.parse(env)
    cache.set(env, config)
  }
  return config
}

export interface AppEnv {
  Bindings: Bindings
  Variables: {
    db: Db
    config: Config
    user: UserRow | null
  }
}
