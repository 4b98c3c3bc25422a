import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * How an error is written to the log. A failed query's parameters (which may hold a password,
 * a code or a customer's address) and a database error's detail (which quotes the offending
 * value) never reach it: the query text, the error's code and constraint are enough to debug.
 */
export type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '(not an Error)', stack: '' };
  const message = err instanceof DrizzleQueryError ? `Failed query: ${err.query}` : err.message;
  const out: LoggedError = {
    type: err.name,
    message,
    // Only the frames: the first lines of a stack repeat the message, parameters and all.
    stack: (err.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
  if (err instanceof DrizzleQueryError) out.params = `(${err.params.length} not logged)`;
  for (const key of ['code', 'constraint', 'table', 'column', 'statusCode'] as const) {
    const value = (err as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}
