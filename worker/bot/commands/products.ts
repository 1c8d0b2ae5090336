// Product commands for admins: /additem (or any admin message with Name: and Price: lines),
// /edititem and /removeitem with its confirmation phrase and cancel word.
import { Composer } from 'grammy'
import type { z } from 'zod'
import { deleteProduct, findProduct, insertProduct, updateProduct } from '../../db/queries/products'
import {
  clearPendingRemoval,
  findPendingRemoval,
  setPendingRemoval,
} from '../../db/queries/telegram'
import { productCreateSchema, productUpdateSchema } from '../../schemas/product'
import {
  adminOnly,
  type BotContext,
  isAdmin,
  linesAfterCommand,
  productIdArgument,
  say,
} from '../context'
import { categoryList, productSummary } from '../../telegram/format'
import { fitmentSummary } from '../fitment-summary'
import { fitmentFromText } from '../../services/fitment'
import { CANCEL_WORDS, CONFIRM_REMOVAL, confirmRemovalPhrase, isCancelWord } from '../messages'
import { toLatinDigits } from '../../domain/digits'
import { isField, isProductData, readProductLines } from '../product-text'
import { issueReason } from '../error-reason'

/** A removal must be confirmed within this time. */
const REMOVAL_WINDOW_MS = 10 * 60 * 1000
/** Products added through the bot without a Category: line. */
const DEFAULT_CATEGORY = 'Accessories'
const productNotFound = (ctx: BotContext, id: number) => ctx.t('product.notFound', { id })

/** The schema's first complaint, named by the line it came from. */
function dataError(ctx: BotContext, error: z.ZodError): string {
  const issue = error.issues[0]
  const field = issue?.path[0]
  const label = typeof field === 'string' && isField(field) ? ctx.t(`field.${field}`) : field
  const reason =
    field === 'category'
      ? ctx.t('product.useCategory', { categories: categoryList(ctx.lang) })
      : issue
        ? issueReason(ctx, issue, ctx.t('product.invalidData'))
        : ctx.t('product.invalidData')
  return `${ctx.t('productDataError')}${label ? ` (${String(label)})` : ''}: ${reason}`
}

/** A product write the database refuses is answered with the spec's message (and logged), so
 * the admin knows it did not happen. */
async function writeOrSay<T>(ctx: BotContext, what: string, write: () => Promise<T>) {
  try {
    return { done: true as const, value: await write() }
  } catch (error) {
    console.error(`bot: ${what} failed`, error)
    await say(ctx, ctx.t('productDataError'))
    return { done: false as const }
  }
}

async function addProduct(ctx: BotContext, text: string) {
  const parsed = productCreateSchema.safeParse({
    category: DEFAULT_CATEGORY,
    ...readProductLines(text),
  })
  if (!parsed.success) return say(ctx, dataError(ctx, parsed.error))
  const saved = await writeOrSay(ctx, 'adding a product', () =>
    insertProduct(ctx.shop.db, parsed.data, ctx.shop.now()),
  )
  if (!saved.done) return
  ctx.shop.committed()
  const product = saved.value
  const fitment = parsed.data.compatibility
    ? await fitmentLines(ctx, product.id, parsed.data.compatibility)
    : ''

  // What the owner still has to send: the photo, and the Arabic name shoppers reading Arabic see.
  const hints = [
    ctx.t('product.imageHint', { id: product.id }),
    ...(product.nameAr ? [] : [ctx.t('product.arabicHint', { id: product.id })]),
  ].join('\n')
  await say(
    ctx,
    `${ctx.t('product.added')}\n\n${productSummary(product, ctx.lang)}${fitment}\n\n${hints}`,
  )
}

/** A Compatibility: line becomes the product's fitment rows (an empty one clears them); the
 * reply says what was understood. */
async function fitmentLines(ctx: BotContext, productId: number, text: string) {
  return `\n\n${fitmentSummary(await fitmentFromText(ctx.shop.db, productId, text), ctx.lang)}`
}

export const productCommands = new Composer<BotContext>()

productCommands.command('additem', adminOnly, (ctx) =>
  isProductData(ctx.match)
    ? addProduct(ctx, ctx.match)
    : say(ctx, ctx.t('productTemplate', { categories: categoryList(ctx.lang) })),
)

productCommands.command('edititem', adminOnly, async (ctx) => {
  const id = productIdArgument(ctx.match)
  if (id === null) return say(ctx, ctx.t('editNeedsId'))
  const existing = await findProduct(ctx.shop.db, id)
  if (!existing) return say(ctx, productNotFound(ctx, id))
  const changes = readProductLines(linesAfterCommand(ctx.match))
  if (Object.keys(changes).length === 0)
    return say(ctx, `${productSummary(existing, ctx.lang)}\n\n${ctx.t('editTemplate', { id })}`)
  const parsed = productUpdateSchema.safeParse(changes)
  if (!parsed.success) return say(ctx, dataError(ctx, parsed.error))
  const saved = await writeOrSay(ctx, 'editing a product', () =>
    updateProduct(ctx.shop.db, existing, parsed.data, ctx.shop.now()),
  )
  if (!saved.done) return
  const product = saved.value
  if (!product) return say(ctx, productNotFound(ctx, id))
  const fitment =
    parsed.data.compatibility === undefined
      ? ''
      : await fitmentLines(ctx, product.id, parsed.data.compatibility)
  await say(ctx, `${ctx.t('product.updated')}\n\n${productSummary(product, ctx.lang)}${fitment}`)
})

productCommands.command('removeitem', adminOnly, async (ctx) => {
  const id = productIdArgument(ctx.match)
  if (id === null) return say(ctx, ctx.t('removeNeedsId'))
  const product = await findProduct(ctx.shop.db, id)
  if (!product) return say(ctx, productNotFound(ctx, id))
  await setPendingRemoval(ctx.shop.db, ctx.chat.id, id, ctx.shop.now())
  await say(
    ctx,
    ctx.t('product.confirmRemoval', {
      id,
      name: product.name,
      phrase: confirmRemovalPhrase(id, ctx.lang),
      cancel: CANCEL_WORDS[ctx.lang],
    }),
  )
})

/** Admin texts that are not commands: removal confirmations, cancels and product data. */
productCommands.on('message:text').filter(
  (ctx) => isAdmin(ctx) && !ctx.message.text.startsWith('/'),
  async (ctx, next) => {
    const text = ctx.message.text.trim()
    const confirm = CONFIRM_REMOVAL.exec(toLatinDigits(text))
    if (confirm) return confirmRemoval(ctx, Number(confirm[1]))
    if (isCancelWord(text)) return cancelRemoval(ctx)
    if (isProductData(text)) return addProduct(ctx, text)
    await next()
  },
)

async function confirmRemoval(ctx: BotContext & { chat: { id: number } }, id: number) {
  const { db } = ctx.shop
  const pending = await findPendingRemoval(db, ctx.chat.id)
  const fresh =
    pending && ctx.shop.now().getTime() - Date.parse(pending.createdAt) <= REMOVAL_WINDOW_MS
  if (!pending || pending.productId !== id || !fresh)
    return say(ctx, ctx.t('product.noRemovalWaiting', { id }))
  await clearPendingRemoval(db, ctx.chat.id)
  let removed
  try {
    removed = await deleteProduct(db, id)
  } catch (error) {
    console.error('bot: removing a product failed', error)
    return say(ctx, ctx.t('removeError'))
  }
  await say(ctx, removed ? ctx.t('product.removed', { id }) : productNotFound(ctx, id))
}

async function cancelRemoval(ctx: BotContext & { chat: { id: number } }) {
  const pending = await findPendingRemoval(ctx.shop.db, ctx.chat.id)
  if (!pending) return say(ctx, ctx.t('product.nothingToCancel'))
  await clearPendingRemoval(ctx.shop.db, ctx.chat.id)
  await say(ctx, ctx.t('product.removalCancelled', { id: pending.productId }))
}
