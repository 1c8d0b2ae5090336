// Product images from admins: a PNG or JPG (at most 10MB) with the product id as its caption is
// fetched through getFile, stored in R2 and added to the product. Also /uploadhelp, /upload_items.
import { Composer } from 'grammy'
import type { Message } from 'grammy/types'
import { findProduct, updateProduct } from '../../db/queries/products'
import { productUpdateSchema } from '../../schemas/product'
import {
  deleteImage,
  type ImageType,
  imageUrl,
  MAX_IMAGE_BYTES,
  storeImage,
} from '../../services/images'
import { adminOnly, type BotContext, isAdmin, say } from '../context'
import { toLatinDigits } from '../../domain/digits'
import { fileUrl } from '../../telegram/settings'
import { issueReason } from '../error-reason'

const ALLOWED_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg']
const ALLOWED_EXTENSION = /\.(png|jpe?g)$/i

interface IncomingImage {
  fileId: string
  size?: number
  /** False when the sender's own description (MIME type, file name) is not PNG or JPG. */
  declaredImage: boolean
}

function incomingImage(message: Message): IncomingImage | null {
  // Telegram re-encodes photos as JPEG; the largest size comes last.
  const photo = message.photo?.at(-1)
  if (photo) return { fileId: photo.file_id, size: photo.file_size, declaredImage: true }
  const doc = message.document
  if (!doc) return null
  const declaredImage = doc.mime_type
    ? ALLOWED_TYPES.some((type) => type === doc.mime_type)
    : ALLOWED_EXTENSION.test(doc.file_name ?? '')
  return { fileId: doc.file_id, size: doc.file_size, declaredImage }
}

const captionProductId = (caption: string | undefined) => {
  const match = /^\s*#?(\d{1,9})\b/.exec(toLatinDigits(caption ?? ''))
  return match ? Number(match[1]) : null
}

export const uploadCommands = new Composer<BotContext>()

uploadCommands.command('uploadhelp', adminOnly, (ctx) => say(ctx, ctx.t('uploadHelp')))
uploadCommands.command('upload_items', adminOnly, (ctx) => say(ctx, ctx.t('uploadItems')))

uploadCommands.on(['message:photo', 'message:document'], async (ctx) => {
  if (!isAdmin(ctx)) return say(ctx, ctx.t('onlyAdminsUpload'))
  const image = incomingImage(ctx.message)
  if (!image) return
  if (!image.declaredImage) return say(ctx, ctx.t('wrongFileType'))
  if (image.size !== undefined && image.size > MAX_IMAGE_BYTES)
    return say(ctx, ctx.t('fileTooLarge'))
  const productId = captionProductId(ctx.message.caption)
  if (productId === null) return say(ctx, ctx.t('askForCaption'))
  const product = await findProduct(ctx.shop.db, productId)
  if (!product) return say(ctx, ctx.t('product.notFound', { id: productId }))

  const file = await ctx.api.getFile(image.fileId)
  if ((file.file_size ?? 0) > MAX_IMAGE_BYTES) return say(ctx, ctx.t('fileTooLarge'))
  if (!file.file_path) throw new Error(`getFile gave no file_path for ${image.fileId}`)
  const response = await fetch(fileUrl(ctx.shop.telegram, file.file_path))
  if (!response.ok) throw new Error(`downloading a Telegram file failed: HTTP ${response.status}`)
  const bytes = new Uint8Array(await response.arrayBuffer())
  if (bytes.byteLength > MAX_IMAGE_BYTES) return say(ctx, ctx.t('fileTooLarge'))
  // A name or MIME type can lie; storeImage goes by the bytes' signature.
  const name = await storeImage(ctx.shop.bucket, bytes, ALLOWED_TYPES)
  if (!name) return say(ctx, ctx.t('wrongFileType'))
  const url = imageUrl(name)
  const parsed = productUpdateSchema.safeParse({
    images: [...product.images, url],
    ...(!product.image && { image: url }),
  })
  if (!parsed.success) {
    await deleteImage(ctx.shop.bucket, name)
    const issue = parsed.error.issues[0]
    const tooMany = ctx.t('product.tooManyImages')
    return say(
      ctx,
      `${ctx.t('productDataError')}: ${issue ? issueReason(ctx, issue, tooMany) : tooMany}`,
    )
  }
  const updated = await updateProduct(ctx.shop.db, product, parsed.data, ctx.shop.now())
  ctx.shop.committed()
  const count = updated?.images.length
  await say(ctx, ctx.t('product.imageAdded', { id: productId, name: product.name, count }))
})
