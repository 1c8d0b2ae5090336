// A request to the worker from outside, handled in this test's runtime: the worker's own fetch
// handler with an execution context whose background work the pool awaits after each test.
// Not the pool's `exports.default`: that re-imports the worker through vitest's module runner on
// every call, and in one test each call took longer than the one before (a settings read grew
// from 4 ms to 200 ms over 1,000 calls), which made the worker tests several times slower.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import worker from '../../worker/index'

type WorkerRequest = Parameters<typeof worker.fetch>[0]

export async function workerFetch(input: string, init?: RequestInit): Promise<Response> {
  return worker.fetch(new Request(input, init) as WorkerRequest, env, createExecutionContext())
}

/** The same, answering once the work the request started after its response (waitUntil) is done:
 * for a test that checks what that work did, or that it did nothing. */
export async function workerFetchSettled(input: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await worker.fetch(new Request(input, init) as WorkerRequest, env, ctx)
  await waitOnExecutionContext(ctx)
  return response
}
