// The long tasks of a Chromium trace and what each was made of: its rendering steps (the self time of
// their trace events) and its scripts (the CPU samples in it, by package or app file: web-trace-samples.ts).
import { samplesOf, type Sample } from './web-trace-samples';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: { url?: string; startTime?: number } };
}

export interface LongTask {
  startUs: number;
  durationMs: number;
  /** Largest first. */
  parts: { label: string; ms: number }[];
}

const LONG_TASK_US = 50_000;

/** Rendering steps keep their own name; what runs inside them counts towards them, scripts excepted (SCRIPT). */
const RENDERING: Record<string, string> = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  MajorGC: 'GC',
  MinorGC: 'GC',
  'V8.GCScavenger': 'GC',
  'V8.GCFinalizeMC': 'GC',
};

/** Script runs inside a rendering step (an inline script in ParseHTML): its samples tell what it was. */
const SCRIPT = /^(v8\.|EvaluateScript|FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|FireIdleCallback|EventDispatch)/;

const labelOf = (event: TraceEvent, inherited: string) => RENDERING[event.name] ?? (SCRIPT.test(event.name) ? '' : inherited);

/** The renderer's main thread that did the most work: the page's, not about:blank's. */
function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const mains = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busy = (thread: TraceEvent) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask').reduce((sum, event) => sum + (event.dur ?? 0), 0);
  return mains.map((thread) => ({ thread, busy: busy(thread) })).sort((a, b) => b.busy - a.busy)[0]?.thread;
}

/** Self time of the rendering steps among the complete events within one task, nested by time. */
function renderingOf(task: TraceEvent, inside: TraceEvent[]): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (label: string, us: number) => totals.set(label, (totals.get(label) ?? 0) + us);
  const stack: { end: number; label: string; childUs: number; dur: number }[] = [{ end: task.ts + task.dur!, label: '', childUs: 0, dur: task.dur! }];
  const close = (until: number) => {
    while (stack.length > 1 && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!;
      add(done.label, done.dur - done.childUs);
    }
  };
  for (const event of inside) {
    close(event.ts);
    const parent = stack[stack.length - 1]!;
    parent.childUs += event.dur!;
    stack.push({ end: event.ts + event.dur!, label: labelOf(event, parent.label), childUs: 0, dur: event.dur! });
  }
  close(Number.POSITIVE_INFINITY);
  totals.delete('');
  return totals;
}

/** Script time by label: each sample stands for the time until the next one, within the task. */
function scriptsOf(task: TraceEvent, samples: Sample[]): Map<string, number> {
  const end = task.ts + task.dur!;
  const totals = new Map<string, number>();
  samples.forEach((sample, i) => {
    if (sample.ts < task.ts || sample.ts >= end || sample.label.startsWith('(')) return;
    const until = Math.min(end, samples[i + 1]?.ts ?? end);
    totals.set(sample.label, (totals.get(sample.label) ?? 0) + until - sample.ts);
  });
  return totals;
}

/** The task's rendering and scripts, largest first; what neither explains is the browser's own work. */
function partsOf(task: TraceEvent, inside: TraceEvent[], samples: Sample[]): LongTask['parts'] {
  const parts = new Map([...renderingOf(task, inside), ...scriptsOf(task, samples)]);
  const explained = [...parts.values()].reduce((sum, us) => sum + us, 0);
  parts.set('browser', Math.max(0, task.dur! - explained));
  return [...parts].map(([label, us]) => ({ label, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
}

/** The page's tasks of 50 ms or more; `webDist` is the build whose source maps name the scripts. */
export function longTasksOf(events: TraceEvent[], webDist: string): LongTask[] {
  const main = pageMainThread(events);
  if (!main) return [];
  const samples = samplesOf(events, main, webDist);
  const onMain = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur! >= LONG_TASK_US);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= end && event.name !== 'RunTask');
    return { startUs: task.ts, durationMs: task.dur! / 1000, parts: partsOf(task, inside, samples) };
  });
}
