import { Agent, type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) headers.append(name, item);
  }
  return headers;
}

const EMPTY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for the build's tens of thousands of small API calls: node:http over kept-alive
 * connections, without the stream machinery of the built-in fetch and without compression (the
 * API sits next to the build; unpacking answers costs the build more than the bytes save). The
 * build's profile showed both costing more CPU than rendering the pages.
 */
export function createBuildFetch(maxSockets: number): typeof fetch {
  const agents = {
    'http:': new Agent({ keepAlive: true, maxSockets }),
    'https:': new HttpsAgent({ keepAlive: true, maxSockets }),
  };
  return async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const url = new URL(request.url);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
    return new Promise<Response>((resolve, reject) => {
      const outgoing = send(
        url,
        { method: request.method, agent, headers: Object.fromEntries(request.headers), signal: request.signal },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 500;
            resolve(
              new Response(EMPTY_STATUSES.has(status) ? null : Buffer.concat(chunks), {
                status,
                statusText: incoming.statusMessage ?? '',
                headers: toHeaders(incoming.headers),
              }),
            );
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
