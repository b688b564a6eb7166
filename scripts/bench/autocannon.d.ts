/** The part of autocannon's programmatic API the search benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface SentRequest {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface AutocannonRequest extends SentRequest {
    /** Called before each request; `context` is kept per connection. */
    setupRequest?: (request: SentRequest, context: Record<string, unknown>) => SentRequest;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    requests?: AutocannonRequest[];
  }

  interface AutocannonResult {
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  interface AutocannonInstance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
    on(event: 'done', listener: (result: AutocannonResult) => void): this;
  }

  function autocannon(
    options: AutocannonOptions,
    callback?: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonInstance;
  export default autocannon;
}
