import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../log.ts';

/** A logger whose JSON lines a test reads back, parsed, in `lines`. */
export function capturedLog(): { log: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as never);
      done();
    },
  });
  return { log: createLogger({ destination }), lines };
}
