// Where the CPU samples of a Chromium trace fall: each sample's running function, read through the
// build's source maps, named by its npm package (`react-dom`, `@mui/material`) or by its app file
// (`web/src/features/sales/map/sales-map.tsx`), so a long task says which code made it long.
import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { TraceEvent } from './web-trace-tasks';

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

interface ProfileChunkData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

export interface Sample {
  ts: number;
  label: string;
}

/** `../../../node_modules/@mui/material/esm/Button/Button.js` → `@mui/material`; app files keep their path. */
function sourceLabel(source: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (modules) return modules[1]!;
  const inRepo = /(?:^|\/)((?:web|core)\/src\/.*|src\/.*)$/.exec(source.replace(/^(\.\.\/)+/, ''));
  return inRepo ? (inRepo[1]!.startsWith('src/') ? `web/${inRepo[1]}` : inRepo[1]!) : source;
}

/** Labels a script position through the build's source map (`webDist/assets/<file>.map`). */
function sourceMapLabeller(webDist: string) {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const mapFile = path.join(webDist, 'assets', `${file}.map`);
      maps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
    }
    return maps.get(file)!;
  };
  return (frame: ProfileNode['callFrame']): string => {
    const { pathname } = new URL(frame.url!);
    const file = pathname.split('/').pop()!;
    const map = pathname.startsWith('/assets/') ? mapOf(file) : null;
    if (!map) return pathname.startsWith('/assets/') ? file : `page ${pathname} (inline)`;
    const original = originalPositionFor(map, { line: (frame.lineNumber ?? 0) + 1, column: frame.columnNumber ?? 0 });
    return original.source ? sourceLabel(original.source) : file;
  };
}

/** Native frames keep V8's name: (garbage collector), (program) is the browser's own work. */
function labelOfNode(nodes: Map<number, ProfileNode>, id: number, label: (frame: ProfileNode['callFrame']) => string): string {
  const node = nodes.get(id);
  if (!node) return '(unknown)';
  if (node.callFrame.url?.startsWith('http')) return label(node.callFrame);
  if (node.callFrame.functionName.startsWith('(')) return node.callFrame.functionName;
  // A built-in (JSON.parse, a regular expression) is charged to the script that called it.
  return node.parent !== undefined ? labelOfNode(nodes, node.parent, label) : `(native ${node.callFrame.functionName})`;
}

/** Every CPU sample of the profile recorded on the thread `pid`/`tid`, with its label. */
export function samplesOf(events: TraceEvent[], thread: { pid: number; tid: number }, webDist: string): Sample[] {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid);
  if (!profile) return [];
  const startTime = profile.args?.data?.startTime ?? profile.ts;
  const chunks = events.filter((event) => event.name === 'ProfileChunk' && event.id === profile.id && event.pid === thread.pid);
  const nodes = new Map<number, ProfileNode>();
  const label = sourceMapLabeller(webDist);
  const labels = new Map<number, string>();
  const samples: Sample[] = [];
  let ts = startTime;
  for (const chunk of chunks) {
    const data = (chunk.args as { data?: ProfileChunkData } | undefined)?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      if (!labels.has(id)) labels.set(id, labelOfNode(nodes, id, label));
      samples.push({ ts, label: labels.get(id)! });
    });
  }
  return samples;
}
