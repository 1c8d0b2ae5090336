// The bot's texts: the spec's exact ones (back-office §6, §8) and the replies built around them.
import { CATEGORY_NAMES } from '../domain/categories'

export const ACCESS_DENIED = 'Access denied. Admin only command.'
export const UNKNOWN_COMMAND = 'Unknown command. Use /help for available commands.'
export const FILE_TOO_LARGE = 'File size too large. Maximum 10MB allowed.'
export const WRONG_FILE_TYPE = 'Only PNG and JPG images are allowed.'
export const EDIT_NEEDS_ID = 'Please provide product ID: /edititem [product_id]'
export const REMOVE_NEEDS_ID = 'Please provide product ID: /removeitem [product_id]'
export const PRODUCT_DATA_ERROR = 'Error processing product data'
export const ORDERS_ERROR = 'Error fetching orders'
export const STATS_ERROR = 'Error fetching statistics'
export const REMOVE_ERROR = 'Error removing product'
export const SUPPORT_THANKS = 'Thank you for your message! Our team will get back to you soon.'
export const SUPPORT_UNAVAILABLE =
  'Sorry, messages cannot be received here right now. Please use the contact form on our website.'
export const ONLY_ADMINS_UPLOAD = 'Access denied. Only admins can upload images.'
export const ADMIN_TEXT_HINT = 'I did not understand that. Use /help for available commands.'

/** The word that aborts a pending removal (any letter case). */
export const CANCEL_WORD = 'CANCEL'
/** The exact phrase that confirms removing product `id`. */
export const confirmRemovalPhrase = (id: number) => `CONFIRM REMOVE ${id}`

/** The messages the polling runner and the telegram-test page send to the admin chats. */
export const STATUS_MESSAGES = {
  online: '🟢 Baghdad Moto Parts bot is online.',
  offline: '🔴 Baghdad Moto Parts bot is offline.',
  reconnected: '🔄 Baghdad Moto Parts bot reconnected.',
} as const

export const ADMIN_WELCOME =
  'Welcome to the Baghdad Moto Parts admin bot!\n\nUse /help for available commands.'
export const CUSTOMER_WELCOME =
  'Welcome to Baghdad Moto Parts! Send us a message here and our team will answer you.'

export const ADMIN_HELP = `Available commands:
/additem - Add a product (send the details on the following lines)
/edititem [product_id] - Show or change a product
/removeitem [product_id] - Remove a product (asks for confirmation)
/listorders - The 10 most recent orders
/orderstats - Order statistics
/uploadhelp - How to add product images
/upload_items - Bulk upload
/help - This list`

export const CUSTOMER_HELP = `Write your question as a message and our support team will answer you here.
/start - Welcome message
/help - This help`

export const PRODUCT_TEMPLATE = `Send the product details, one per line. Name and Price are required:

/additem
Name: Racing Helmet
Price: 150000
Category: Helmets
Description: Full-face helmet, DOT certified
Stock: 10
Original Price: 180000
Sizes: S, M, L
Compatibility: Universal

Categories: ${CATEGORY_NAMES.join(', ')}. Without one the product goes to Accessories.`

export const editTemplate = (id: number) => `To change it, send only the lines you want to change:

/edititem ${id}
Price: 120000
Stock: 5`

export const UPLOAD_HELP = `To add an image to a product:
1. Send the image (PNG or JPG, at most 10MB) to this chat.
2. Write the product ID as its caption, e.g. 1037.

Send it as a file to keep full quality. The first image becomes the product's main image.`

export const UPLOAD_ITEMS =
  'Bulk upload is not available in the bot. Add products one at a time with /additem, or use the admin dashboard on the website.'

export const ASK_FOR_CAPTION =
  'Please write the product ID as the image caption, e.g. 1037. See /uploadhelp.'
