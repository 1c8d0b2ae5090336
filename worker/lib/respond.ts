// The response envelope every API call answers with.
export const ok = <T>(data: T) => ({ success: true as const, data })
export const fail = (error: string) => ({ success: false as const, error })
