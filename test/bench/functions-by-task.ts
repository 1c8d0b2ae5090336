// With `--functions`, Lighthouse's trace also holds V8's samples of the page's main thread, and each
// blocking task is named by the functions that ran in it: React's phases (a render slice, a commit,
// the effects after it, a re-render forced to run at once) and the page's components and hooks. This
// is how the 30 November cuts were found (benchmarks.md). The sampling slows the page by half again,
// so a run with it is for finding the work, not for its scores.
import { blockingTasks, type LongTask, type TraceEvent } from './blocking-by-kind'

export const SAMPLES_CATEGORY = 'disabled-by-default-v8.cpu_profiler'

interface ProfileNode {
  id: number
  parent?: number
  callFrame: { functionName: string }
}
interface SampleEvent extends TraceEvent {
  id?: string
  args?: TraceEvent['args'] & {
    data?: {
      startTime?: number
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
  }
}

const REACT_PHASES: Record<string, string> = {
  renderRootConcurrent: 'render slice',
  renderRootSync: 'render at once',
  commitRoot: 'commit',
  flushPassiveEffects: 'effects',
}
/** A component (capitalised) or a hook (use…), or one of React's phases. */
const named = (name: string) =>
  REACT_PHASES[name] ?? (/^[A-Z][A-Za-z0-9]+$|^use[A-Z]/.test(name) ? name : undefined)

/** Each blocking task's blocking milliseconds and its `top` names by samples (most first). */
export function functionsByTask(
  traceEvents: readonly SampleEvent[],
  pageUrl: string,
  longTasks: readonly LongTask[],
  fcpMs: number,
  top = 6,
): { blocking: number; names: [string, number][] }[] {
  const tasks = blockingTasks(traceEvents, pageUrl, longTasks, fcpMs)
  const thread = tasks[0]?.thread[0]
  const profile = traceEvents.find((e) => e.name === 'Profile' && e.pid === thread?.pid)
  if (!profile) return []
  const nodes = new Map<number, ProfileNode>()
  const samples: [time: number, node: number][] = []
  let time = profile.args?.data?.startTime ?? 0
  for (const chunk of traceEvents) {
    // Ids are per process: another process's profile may share this one's.
    if (chunk.name !== 'ProfileChunk' || chunk.pid !== profile.pid || chunk.id !== profile.id)
      continue
    const data = chunk.args?.data
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    const deltas = data?.timeDeltas ?? []
    for (const [i, node] of (data?.cpuProfile?.samples ?? []).entries()) {
      time += deltas[i] ?? 0
      samples.push([time, node])
    }
  }
  return tasks.map(({ blocking, task }) => {
    const counts = new Map<string, number>()
    const end = (task?.ts ?? 0) + (task?.dur ?? 0)
    for (const [at, id] of samples) {
      if (!task || at < task.ts || at > end) continue
      const seen = new Set<string>()
      for (let node = nodes.get(id); node; node = nodes.get(node.parent ?? -1)) {
        const name = named(node.callFrame.functionName)
        if (name && !seen.has(name)) {
          seen.add(name)
          counts.set(name, (counts.get(name) ?? 0) + 1)
        }
      }
    }
    return { blocking, names: [...counts].sort((a, b) => b[1] - a[1]).slice(0, top) }
  })
}
