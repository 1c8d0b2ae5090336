// The page reload after an import or a complete reset, so every screen starts from the new data.
export const reloadAfter = (ms: number) => setTimeout(() => window.location.reload(), ms)
