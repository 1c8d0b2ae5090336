// The warnings the worker itself sends the admin chats, in English and Arabic in one message: an
// admin chat has no language of its own yet.
import { ERROR_ALERT_THRESHOLD, ERROR_WINDOW_MINUTES } from '../domain/error-rate'

export const ERROR_RATE_ALERT = [
  `⚠️ The shop answered at least ${ERROR_ALERT_THRESHOLD} requests with a server error in the last ${ERROR_WINDOW_MINUTES} minutes. Check /api/health and the logs (Workers Logs, or npx wrangler tail --status error). The next warning comes in an hour at the earliest.`,
  `⚠️ ردّ المتجر على ${ERROR_ALERT_THRESHOLD} طلبات على الأقل بخطأ في الخادم خلال آخر ${ERROR_WINDOW_MINUTES} دقائق. راجع ‎/api/health والسجلات (Workers Logs أو ‎npx wrangler tail --status error). لن يصل تنبيه آخر قبل ساعة.`,
].join('\n\n')
