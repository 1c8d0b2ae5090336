// Each update_id counts once: a delivery is handled only after the update log grants it, and a
// failed handling is released so that Telegram's next delivery can try again, unless the shop's
// data had already changed, because handling it again would repeat that change.

/** The update log Durable Object's stub (worker/durable/telegram-update-log.ts). */
export interface UpdateLog {
  claim(updateId: number): Promise<boolean>
  complete(updateId: number): Promise<void>
  release(updateId: number): Promise<void>
}

/**
 * Runs `handle` once per update id. `handle` calls `committed()` right after it has changed the
 * shop (added a product, attached a picture, forwarded a message): a later failure, such as a
 * reply Telegram did not take, then completes the update instead of inviting a second run.
 */
export async function handleUpdateOnce(
  log: UpdateLog,
  updateId: number,
  handle: (committed: () => void) => Promise<void>,
): Promise<'handled' | 'duplicate'> {
  if (!(await log.claim(updateId))) return 'duplicate'
  // An object, not a variable: the callback sets it while the type checker is not looking.
  const progress = { changedShop: false }
  try {
    await handle(() => {
      progress.changedShop = true
    })
  } catch (error) {
    if (!progress.changedShop) {
      await log.release(updateId)
      throw error
    }
  }
  await log.complete(updateId)
  return 'handled'
}
