import type { WebSocket } from 'ws';
import type { ServerSocketMessage } from '@intranet/contracts';
import type { Database } from '../src/platform/db/database.ts';

/**
 * Asks until `check` holds (another process learns of a change when its notification arrives); false after
 * about five seconds. No wall-clock assertion: a busy machine only makes it ask more times.
 */
export async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/** The statements Drizzle sent while `run` ran. */
export async function statementsOf(database: Database, run: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const stop = database.observeStatements((statement) => statements.push(statement));
  try {
    await run();
  } finally {
    stop();
  }
  return statements;
}

/** The next message of this type on a test socket (rejects after 10 s, so a missing delivery fails, not hangs). */
export function nextMessage(
  socket: WebSocket,
  type: ServerSocketMessage['type'],
): Promise<ServerSocketMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} message`)), 10_000);
    const onMessage = (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as ServerSocketMessage;
      if (message.type !== type) return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
  });
}

/** The tables with a statement trigger calling the given function (a cache's NOTIFY triggers). */
export async function tablesTriggering(database: Database, functionName: string): Promise<Set<string>> {
  const rows = (await database.rawQuery(
    `select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid where p.proname = $1 and not t.tgisinternal`,
    [functionName],
  )) as { table: string }[];
  return new Set(rows.map((row) => row.table));
}
