/**
 * Saves the latest value of an edit `delayMs` after its last change, one request at a time, each with the
 * version the previous answer gave. Nothing typed is lost: `flush()` sends a waiting value at once (on blur, on
 * leaving the page), and edits made while a request is in flight are sent after it with the new version.
 * The owner learns from `onSaved` whether newer edits are waiting, so an older answer never replaces them.
 */
export interface DebouncedSaverOptions<V, R> {
  delayMs: number;
  /** Stores `value` over `version`; resolves with the server's answer. */
  save: (value: V, version: string) => Promise<R>;
  /** The version a successful answer carries. */
  versionOf: (result: R) => string;
  /** `newer`: edits made after this value was sent are still to be saved. */
  onSaved?: (result: R, newer: boolean) => void;
  /** The value was refused; edits made after it are still sent. */
  onFailed?: (error: unknown, value: V) => void;
  /** `busy` may have changed (an edit, a request sent or answered): the screen's «Сохранение…». */
  onBusyChange?: (busy: boolean) => void;
}

export class DebouncedSaver<V, R> {
  private version: string;
  private waiting: { value: V } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(
    version: string,
    private readonly options: DebouncedSaverOptions<V, R>,
  ) {
    this.version = version;
  }

  /** A value is waiting or being sent: the screen's copy is ahead of the server's. */
  get busy(): boolean {
    return this.waiting !== null || this.inFlight !== null;
  }

  /** The version the next request carries. */
  get currentVersion(): string {
    return this.version;
  }

  /** The server's copy was read again (and nothing is waiting): later requests carry its version. */
  setVersion(version: string): void {
    this.version = version;
  }

  /** A new local value: replaces any waiting one and restarts the delay. */
  edit(value: V): void {
    this.waiting = { value };
    this.clearTimer();
    this.options.onBusyChange?.(true);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.delayMs);
  }

  /** Drops a waiting value (the order was read again after a conflict). */
  discard(): void {
    this.clearTimer();
    this.waiting = null;
    this.options.onBusyChange?.(this.busy);
  }

  /**
   * Sends the waiting value now; resolves once every value edited before the call has had its answer. A call
   * during a request waits for it, then sends what was typed meanwhile with the version it returned.
   */
  async flush(): Promise<void> {
    this.clearTimer();
    while (this.inFlight) await this.inFlight;
    const next = this.waiting;
    if (!next) return;
    this.waiting = null;
    this.inFlight = this.send(next.value);
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
      this.options.onBusyChange?.(this.busy);
    }
    // Typed during the request and its delay already over (or a flush asked meanwhile): send it now.
    if (this.waiting && this.timer === null) await this.flush();
  }

  private async send(value: V): Promise<void> {
    try {
      const result = await this.options.save(value, this.version);
      this.version = this.options.versionOf(result);
      this.options.onSaved?.(result, this.waiting !== null);
    } catch (error) {
      this.options.onFailed?.(error, value);
    }
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
