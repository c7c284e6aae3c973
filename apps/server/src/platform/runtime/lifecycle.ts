/**
 * Whether this process is stopping (SIGTERM received). Process-wide on purpose: it is the process that stops,
 * whatever app instances it holds; /api/ready answers 503 from the moment it is set.
 */
class ProcessLifecycle {
  private stoppingSince: number | null = null;

  get stopping(): boolean {
    return this.stoppingSince !== null;
  }

  beginShutdown(): void {
    this.stoppingSince ??= Date.now();
  }

  /** Tests only: the process runs on after a simulated stop. */
  reset(): void {
    this.stoppingSince = null;
  }
}

export const processLifecycle = new ProcessLifecycle();
