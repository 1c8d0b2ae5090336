// One request measured `runs` times at a concurrency, after a warm-up: p50 and p95 in ms and the
// answer's size. Shared by the benchmarks.
export interface Result {
  p50: number
  p95: number
  bytes: number
}

export async function measure(
  call: (i: number) => Promise<Response>,
  concurrency: number,
  runs: number,
): Promise<Result> {
  for (let i = 0; i < 5; i++) await (await call(-1 - i)).arrayBuffer() // warm up
  const times: number[] = []
  let bytes = 0
  let next = 0
  const worker = async () => {
    while (next < runs) {
      const i = next++
      const start = performance.now()
      const response = await call(i)
      const body = await response.arrayBuffer()
      if (!response.ok)
        throw new Error(`HTTP ${response.status}: ${new TextDecoder().decode(body)}`)
      times.push(performance.now() - start)
      bytes = body.byteLength
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95), bytes }
}
