// `npm install` runs this (postinstall): wrangler dev's proxy tries a request again, once, when its
// connection to the worker drops before an answer comes.
//
// Why: `wrangler dev` puts a proxy worker (the shop's port) in front of the shop's worker, in two
// workerd processes. Both ends drop an idle pooled connection after 5 s, so a request sent on one
// at that moment fails without reaching the shop (cloudflare/workers-sdk#14641). Wrangler 4.86
// then answers a POST 503 "Your worker restarted mid-request" and holds a GET until the next
// request comes, although nothing restarted: it compares the request's whole address with the
// worker's origin, so it always takes the error for a restart. Under `npm start` that is an order
// or a sign-in that fails now and then; in the browser tests, a page waiting for ever (issue 35).
// Newer wranglers try again (workers-sdk#15252) but need Node 22; this does the same in 4.86.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const FILE = fileURLToPath(
  new URL('../../node_modules/wrangler/wrangler-dist/ProxyWorker.js', import.meta.url),
)
const MARK = '/* moto-parts-shop: once more on a dropped connection */'
const SEND = 'void fetch(userWorkerUrl, new Request(request, { headers })).then('
// The body is kept (a clone) for the second try. A dropped connection before any answer never
// reached the worker (a worker's own error is a 500 answer, not a failed fetch), so the second
// try is safe for a POST too; it is made only while the same worker is running (no reload).
const SEND_TWICE = `${MARK} const again = request.clone();
      void fetch(userWorkerUrl, new Request(request, { headers })).catch((error) => {
        if (this.proxyData !== proxyData) throw error;
        return fetch(userWorkerUrl, new Request(again, { headers }));
      }).then(`

const source = readFileSync(FILE, 'utf8')
if (!source.includes(MARK)) {
  if (source.split(SEND).length !== 2)
    throw new Error(
      `${FILE} is not the one this patch was written for (wrangler 4.86): if this wrangler ` +
        'retries a dropped proxy connection itself (workers-sdk#15252), remove the patch.',
    )
  writeFileSync(FILE, source.replace(SEND, SEND_TWICE))
}
