// Each update_id counts once: a delivery is handled only after the update log grants it, and a
// failed handling is released so that Telegram's next delivery can try again.

/** The update log Durable Object's stub (worker/durable/telegram-update-log.ts). */
export interface UpdateLog {
  claim(updateId: number): Promise<boolean>
  complete(updateId: number): Promise<void>
  release(updateId: number): Promise<void>
}

export async function handleUpdateOnce(
  log: UpdateLog,
  updateId: number,
  handle: () => Promise<void>,
): Promise<'handled' | 'duplicate'> {
  if (!(await log.claim(updateId))) return 'duplicate'
  try {
    await handle()
  } catch (error) {
    await log.release(updateId)
    throw error
  }
  await log.complete(updateId)
  return 'handled'
}
