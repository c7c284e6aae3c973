import pg from 'pg';

/** How long to wait before connecting again after the listening connection was lost. */
export const LISTEN_RECONNECT_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed out again), kept alive: when the connection
 * drops (a restarted or failed-over server, an idle-killer), it connects again every second until it can, then
 * calls `onReconnect` — notifications sent meanwhile are lost, and whoever caches on them must forget. Resolves
 * once listening; the returned function stops for good.
 */
export async function listenKeptAlive(
  connectionString: string,
  channel: string,
  handler: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('error', () => undefined); // reported as 'end' below
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    next.on('end', () => {
      if (!stopped && client === next) timer = setTimeout(() => void again(), LISTEN_RECONNECT_MS);
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };
  const again = async () => {
    if (stopped) return;
    try {
      await connect();
      onReconnect?.();
    } catch {
      await client?.end().catch(() => undefined);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
