// The account page's WhatsApp switch (docs/messages.md#whatsapp).
import * as z from 'zod'

export const whatsappOptInSchema = z.object({ on: z.boolean() }).strict()
