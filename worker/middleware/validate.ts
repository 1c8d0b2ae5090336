// zValidator with the shop's envelope: the first problem's code and English text, status 400.
import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType } from 'zod'
import { AppError } from '../lib/errors'
import { issueError } from '../schemas/error-codes'

export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0]
      if (!issue) throw new AppError(400, 'INVALID_REQUEST')
      const { code, params, text } = issueError(issue)
      throw new AppError(400, code, params, undefined, text)
    }
  })
