// Apart from the client (client.ts, which loads ky): /login's first paint shows a failure's message
// before the client has loaded (app/start-login.tsx).

/**
 * A failure's message for the user: the server's (see useServerMessage) when it is Chinese, or
 * `fallback` (ky's and the browser's own messages are English: "Failed to fetch").
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  return /[\u4e00-\u9fff]/.test(message) ? message : fallback;
}
