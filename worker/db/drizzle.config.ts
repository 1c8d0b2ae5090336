// drizzle-kit settings for `npm run db:generate`; paths are relative to the repository root, where npm runs it.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema.ts',
  out: './migrations',
})
