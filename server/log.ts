import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * Never written, whatever a caller passes: headers, bodies and claims that carry a secret. The
 * request line names the path only (no query string), and no call logs a body.
 */
const REDACTED = [
  'authorization',
  '*.authorization',
  'password',
  '*.password',
  'Password',
  '*.Password',
  'token',
  '*.token',
  'pass',
  '*.pass',
  'secret',
  '*.secret',
];

/**
 * A structured logger: JSON lines, or readable lines (pino-pretty) when written to a terminal.
 * `destination` receives the JSON instead (tests read it).
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? 'info';
  const settings = { level, redact: { paths: REDACTED, censor: '[redacted]' } };
  if (options.destination) return pino(settings, options.destination);
  if (process.stdout.isTTY) return pino({ ...settings, transport: { target: 'pino-pretty' } });
  return pino(settings);
}

/** The server's log, on standard output. */
export const log = createLogger();

/** For code that runs the API without logging (the build's in-process pull, most tests). */
export const silentLog = pino({ level: 'silent' });

/**
 * One line for an event an operator reads after an incident: a failed sign-in, a 429, a refused
 * human-verification pass, a revoked token, a publish switched to a new build. `name` says what
 * happened; `fields` who and where (an address, a user name), never a password or token.
 */
export function securityEvent(name: string, fields: Record<string, unknown> = {}, logger: Logger = log): void {
  logger.warn({ ...fields, event: name }, name);
}
