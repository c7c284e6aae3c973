import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/**
 * A portal server of a spec's own, beside the shared e2e server (playwright.config.ts): for journeys that need
 * settings the shared one must not have, such as a corporate sign-in provider or a directory. It runs the same
 * build (`apps/server/dist/main.js`) without the demo, on a fresh data folder, with a first administrator.
 */
export interface OwnPortal {
  /** `http://127.0.0.1:<port>` */
  url: string;
  admin: { login: string; password: string };
  stop(): void;
}

async function waitForHealth(url: string, what: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what}: the portal server did not start`);
}

/** Starts the server with `env` on top of the common settings and waits until it answers /api/health. */
export async function startOwnPortal(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<OwnPortal> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `.tmp/e2e-${name}-${port}`;
  const admin = { login: `${name}-admin`, password: `${name}-admin-password` };
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn('node', ['apps/server/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ADMIN_LOGIN: admin.login,
      ADMIN_PASSWORD: admin.password,
      // Every journey signs in: scrypt's 2^14, as the shared e2e server.
      PASSWORD_HASH_COST: '14',
      ...env,
    },
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) server.kill('SIGTERM');
  };
  try {
    // Generous: the start migrates a fresh database, and the machine is shared with the other worker.
    await waitForHealth(url, name, Date.now() + 200_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, admin, stop };
}
