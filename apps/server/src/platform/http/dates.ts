/** Today as `yyyy-MM-dd` in the server's time zone (calendar days, not instants). */
export function todayIso(now: Date = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
