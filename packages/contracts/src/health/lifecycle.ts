/**
 * The close code of a socket whose server process stops (a restart, a deploy): WebSocket's «Service Restart».
 * The client connects again at once, to another process.
 */
export const SOCKET_RESTART_CLOSE = { code: 1012, reason: 'service restart' } as const;
