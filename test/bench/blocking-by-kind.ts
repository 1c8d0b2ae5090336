// What the blocking time of one Lighthouse run was made of. Lighthouse's long tasks are its
// simulation's (each observed task of the page's main thread, times the phone's CPU slowdown, placed
// on its simulated timeline); each is matched here to the observed task of that length in the run's
// own trace and sorted by what that task mostly did. The simulation's first paint waits only for
// classic scripts' evaluation, so an ES module's evaluation, V8 writing the modules' code cache (on
// the visit after the first) and every render after them count as blocking, even where the real
// page painted after them.

export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { beginData?: { url?: string } }
}

/** A long task as Lighthouse's `long-tasks` audit lists it (simulated, in ms). */
export interface LongTask {
  startTime: number
  duration: number
}

/** The kinds a task is sorted into, in the order a task doing several is named by. */
const KINDS: [kind: string, events: string[]][] = [
  ['code cache', ['v8.produceModuleCache', 'v8.produceCache']],
  ['SVG pictures', ['IsolatedSVGDocumentHost::IsolatedSVGDocumentHost']],
  ['module evaluation', ['v8.evaluateModule']],
  ['scripts', ['FunctionCall', 'v8.callFunction', 'EvaluateScript', 'RunMicrotasks']],
  ['garbage collection', ['MinorGC', 'MajorGC']],
  ['style, layout and paint', ['UpdateLayoutTree', 'Layout', 'Paint']],
]

/** Each of Lighthouse's long tasks that blocked (after the first paint `fcpMs`), with its blocking
 * milliseconds and the observed task of the page's main thread it was simulated from. */
export function blockingTasks(
  traceEvents: readonly TraceEvent[],
  pageUrl: string,
  longTasks: readonly LongTask[],
  fcpMs: number,
  cpuSlowdown = 4,
): { blocking: number; task: TraceEvent | undefined; thread: TraceEvent[] }[] {
  const parse = traceEvents.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url === pageUrl,
  )
  if (!parse) return []
  const thread = traceEvents.filter(
    (e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur,
  )
  const tasks = thread.filter((e) => e.name === 'RunTask')
  const used = new Set<TraceEvent>()
  const found = []
  for (const long of longTasks) {
    const blocking = long.startTime + long.duration - Math.max(long.startTime, fcpMs) - 50
    if (blocking <= 0) continue
    const simulated = (task: TraceEvent) => ((task.dur ?? 0) / 1000) * cpuSlowdown
    const match = tasks
      .filter((task) => !used.has(task))
      .reduce<TraceEvent | undefined>(
        (best, task) =>
          !best ||
          Math.abs(simulated(task) - long.duration) < Math.abs(simulated(best) - long.duration)
            ? task
            : best,
        undefined,
      )
    if (match) used.add(match)
    found.push({ blocking, task: match, thread })
  }
  return found
}

/** Blocking milliseconds after the first paint `fcpMs` by kind of task (largest first). */
export function blockingByKind(
  traceEvents: readonly TraceEvent[],
  pageUrl: string,
  longTasks: readonly LongTask[],
  fcpMs: number,
): [string, number][] {
  const sums = new Map<string, number>()
  for (const { blocking, task, thread } of blockingTasks(traceEvents, pageUrl, longTasks, fcpMs)) {
    const kind = task ? kindOf(task, thread) : 'unmatched'
    sums.set(kind, (sums.get(kind) ?? 0) + blocking)
  }
  return [...sums].sort((a, b) => b[1] - a[1])
}

function kindOf(task: TraceEvent, thread: readonly TraceEvent[]) {
  const end = task.ts + (task.dur ?? 0)
  const inside = new Set(
    thread.filter((e) => e !== task && e.ts >= task.ts && e.ts <= end).map((e) => e.name),
  )
  const kind = KINDS.find(([, names]) => names.some((n) => inside.has(n)))?.[0]
  if (kind) return kind
  // Named by the longest event inside it, so an unknown kind of work can be told apart.
  const longest = thread
    .filter((e) => e !== task && e.ts >= task.ts && e.ts <= end)
    .reduce<TraceEvent | undefined>(
      (a, e) => (!a || (e.dur ?? 0) > (a.dur ?? 0) ? e : a),
      undefined,
    )
  return longest ? `other (${longest.name})` : 'other'
}
