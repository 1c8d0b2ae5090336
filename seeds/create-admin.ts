// Creates an admin account: the way production gets its first admin (it never gets the seeds).
//   ADMIN_PASSWORD='…' npm run admin:create -- --email owner@shop.iq --first Ahmed --last Karim --remote
// Without --remote it writes to the local database.
import { execFileSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { MIN_PASSWORD_LENGTH } from '../worker/domain/password-rules'
import { hashPassword } from '../worker/lib/password'
import { users } from '../worker/db/schema'
import { insert } from './sql-literal'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    first: { type: 'string', default: 'Shop' },
    last: { type: 'string', default: 'Owner' },
    remote: { type: 'boolean', default: false },
  },
})
const email = values.email?.trim().toLowerCase()
const password = process.env.ADMIN_PASSWORD ?? ''
if (!email || password.length < MIN_PASSWORD_LENGTH) {
  console.error(
    `Usage: ADMIN_PASSWORD=<at least ${MIN_PASSWORD_LENGTH} characters> npm run admin:create -- --email you@example.com [--first A --last B] [--remote]`,
  )
  process.exit(1)
}

const now = new Date().toISOString()
const statement = insert(users, {
  email,
  firstName: values.first,
  lastName: values.last,
  passwordHash: await hashPassword(password),
  role: 'admin',
  createdAt: now,
  updatedAt: now,
})
execFileSync(
  'npx',
  [
    'wrangler',
    'd1',
    'execute',
    'DB',
    values.remote ? '--remote' : '--local',
    '--command',
    statement,
  ],
  {
    stdio: 'inherit',
  },
)
console.log(`Admin ${email} created`)
