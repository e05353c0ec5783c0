// What Lighthouse's simulation (Lantern) counted for a run's FCP and LCP: each request and main-thread task it kept,
// with when the simulation started and ended it, so a figure over budget can be traced to the work that set it
// (docs/benchmarks.md, "What sets FCP and LCP"). Lighthouse's own report gives only the LCP's phases.
import type { Artifacts, Result } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** A node of Lantern's graph, as much of it as this reads. */
interface GraphNode {
  type: 'network' | 'cpu';
  duration: number;
  request?: { url: string; priority: string; transferSize: number };
  childEvents?: { name: string }[];
}

interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}

interface Metric {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

/** The main-thread work a task did that matters for a paint, by trace event name. */
const telling = ['ParseHTML', 'Layout', 'Paint', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire'];

function describe(node: GraphNode): string {
  if (node.type === 'network' && node.request) {
    const { url, priority, transferSize } = node.request;
    return `${new URL(url).pathname} (${priority}, ${transferSize} B)`;
  }
  const did = [...new Set((node.childEvents ?? []).map(({ name }) => name).filter((name) => telling.includes(name)))];
  return `task of ${(node.duration / 1000).toFixed(1)} ms traced${did.length > 0 ? `: ${did.join(', ')}` : ''}`;
}

/** The nodes of the later of a metric's two estimates (Lantern reports their mean), latest end first. */
function lines(name: string, metric: Metric): string[] {
  const { optimisticEstimate: optimistic, pessimisticEstimate: pessimistic } = metric;
  const later = pessimistic.timeInMs >= optimistic.timeInMs ? pessimistic : optimistic;
  const which = later === pessimistic ? 'pessimistic' : 'optimistic';
  const rows = [...later.nodeTimings.entries()].sort(([, a], [, b]) => b.endTime - a.endTime);
  return [
    `${name} ${Math.round(metric.timing)} ms: ${which} graph ${Math.round(later.timeInMs)} ms, the other ${Math.round((later === pessimistic ? optimistic : pessimistic).timeInMs)} ms`,
    ...rows.map(([node, { startTime, endTime }]) => {
      const span = `${Math.round(startTime)}-${Math.round(endTime)} ms`.padStart(13);
      return `  ${span}  ${node.type === 'network' ? 'request' : 'CPU    '}  ${describe(node)}`;
    }),
  ];
}

/** The simulated FCP and LCP of one Lighthouse run, each with the requests and tasks that made it, as text lines. */
export async function paintPaths(lhr: Result, artifacts: Artifacts): Promise<string[]> {
  const settings = lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  };
  const request = (metric: { request: (...args: never[]) => unknown }) =>
    (metric.request as unknown as (input: unknown, context: unknown) => Promise<Metric>)(data, context);
  const fcp = await request(LanternFirstContentfulPaint);
  const lcp = await request(LanternLargestContentfulPaint);
  return [...lines('FCP', fcp), ...lines('LCP', lcp)];
}
