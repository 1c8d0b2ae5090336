// The worker's entry: /api goes to Hono; everything else is the static web build.
import { app } from './app'
import type { Bindings } from './env'

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Bindings>
