// zValidator with the shop's envelope: the first problem's message, status 400.
import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType } from 'zod'
import { badRequest } from '../lib/errors'

export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0]
      throw badRequest(issue?.message ?? 'Invalid request')
    }
  })
