// `npm install` runs this (postinstall): two changes to the workers `wrangler dev` puts in front of
// the shop (the shop's port and its DevTools port), each for a fault of wrangler 4.86 that newer
// wranglers do not fix or fix only on Node 22.
//
// 1. The proxy tries a request again, once, when its connection to the worker drops before an
//    answer. Both ends drop an idle pooled connection after 5 s, so a request sent on one at that
//    moment fails without reaching the shop (cloudflare/workers-sdk#14641). Wrangler 4.86 then
//    answers a POST 503 "Your worker restarted mid-request" and holds a GET until the next request
//    comes, although nothing restarted: it compares the request's whole address with the worker's
//    origin, so it always takes the error for a restart. Under `npm start` that was a sign-in or an
//    order failing now and then; in the browser tests, a page waiting for ever (issue 35). Newer
//    wranglers retry (workers-sdk#15252) but need Node 22.
// 2. The DevTools proxy no longer asks the runtime for network events while no DevTools is open
//    (DevTools asks for them itself when it connects). Every fetch the worker made, each D1 query
//    included, came back as four events with the answer's body, which wrangler wrote to its debug
//    log file and kept in memory for a DevTools that never came: an order cost 30 ms of CPU in
//    wrangler's processes on top of its 20 in the shop's (docs/benchmarks.md, 29 November).
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const MARK = '/* moto-parts-shop patch */'

const PATCHES = [
  {
    file: 'ProxyWorker.js',
    find: 'void fetch(userWorkerUrl, new Request(request, { headers })).then(',
    // The body is kept (a clone) for the second try. A dropped connection before any answer never
    // reached the worker (a worker's own error is a 500 answer, not a failed fetch), so the second
    // try is safe for a POST too; it is made only while the same worker runs (no reload between).
    replace: `${MARK} const again = request.clone();
      void fetch(userWorkerUrl, new Request(request, { headers })).catch((error) => {
        if (this.proxyData !== proxyData) throw error;
        return fetch(userWorkerUrl, new Request(again, { headers }));
      }).then(`,
  },
  {
    file: 'InspectorProxyWorker.js',
    find: `    this.sendRuntimeMessage(
      { method: "Network.enable", id: this.nextCounter() },
      runtime
    );
`,
    replace: `    ${MARK}\n`,
  },
]

for (const { file, find, replace } of PATCHES) {
  const path = fileURLToPath(
    new URL(`../../node_modules/wrangler/wrangler-dist/${file}`, import.meta.url),
  )
  const source = readFileSync(path, 'utf8')
  if (source.includes(MARK)) continue
  if (source.split(find).length !== 2)
    throw new Error(
      `${path} is not the one test/helpers/patch-wrangler-proxy.ts was written for (wrangler ` +
        '4.86): check whether this wrangler still needs the change, and remove or redo it.',
    )
  writeFileSync(path, source.replace(find, replace))
}
