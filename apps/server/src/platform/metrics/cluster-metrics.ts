import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * Metrics of `WORKERS=N` (docs/decisions.md, "Metrics"). The workers share one port, so a scrape reaches
 * whichever worker the primary hands it to: that worker asks the primary, which gathers every worker's
 * registry over the cluster's IPC (prom-client's AggregatorRegistry) and answers with their sum — counters and
 * histograms added, the database's own gauges (the queue, the outbox) taken once. A process outside a cluster
 * answers with its own metrics.
 */
const ASK = 'intranet:metrics:ask';
const ANSWER = 'intranet:metrics:answer';

/** How long a worker waits for the group's metrics before it answers with its own. */
const ASK_TIMEOUT_MS = 6_000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

let serving = false;

/** In the primary of a cluster: answers the workers' asks with the metrics of all of them. Idempotent. */
export function serveClusterMetrics(): void {
  if (serving || !cluster.isPrimary) return;
  serving = true;
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Partial<Ask> | undefined) => {
    if (message?.type !== ASK || typeof message.id !== 'number') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (error: unknown) =>
        worker.send({ type: ANSWER, id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

// The primary never builds an app, but it loads this module through main.ts → app.ts: it serves from here.
serveClusterMetrics();

let asked = 0;

/** Whether this process is a worker of a cluster (its scrape answers for the group). */
export const inCluster = (): boolean => cluster.isWorker;

/** In a worker: the registry the primary gathers from this process. */
export function shareWithCluster(registry: Registry): void {
  if (!cluster.isWorker) return;
  // Constructing one adds prom-client's worker-side listener for the primary's requests.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

/** In a worker: the metrics of every worker of the cluster, from the primary. */
export function clusterMetrics(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the cluster primary did not answer with the metrics'));
    }, ASK_TIMEOUT_MS);
    const onMessage = (message: Partial<Answer> | undefined) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.error !== undefined || message.text === undefined)
        reject(new Error(message.error ?? 'no metrics'));
      else resolve(message.text);
    };
    process.on('message', onMessage);
    process.send!({ type: ASK, id } satisfies Ask);
  });
}
