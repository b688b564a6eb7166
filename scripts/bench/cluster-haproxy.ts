/**
 * HAProxy in front of the API nodes, as the README's "Running several nodes" sets it up: round
 * robin, each node checked on GET /api/health twice a second and taken out after two failed checks.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLogged, waitForOk, type Started } from './cluster-processes.ts';

export const haproxyBinary = process.env.BENCH_HAPROXY ?? '/usr/sbin/haproxy';

/**
 * A request a node never answered (the connection refused, or closed with no answer because the
 * node died) is sent again to another node (`retry-on`, `redispatch`). Reads are safe to resend,
 * and so is an order carrying an Idempotency-Key: the API answers a repeated key with the first
 * order. Any other POST (a form, a sign-in) is only resent when its connection was refused, i.e.
 * when it never reached a node.
 */
export function haproxyConfig(port: number, nodePorts: readonly number[], logRequests = false): string {
  return [
    'global',
    '  maxconn 2000',
    ...(logRequests ? ['  log stdout format raw local0'] : []),
    'defaults',
    '  mode http',
    ...(logRequests ? ['  log global', '  option httplog'] : []),
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    // The node's health check itself waits up to 2 s for the database: a busy node is not a dead one.
    '  timeout check 2s',
    'frontend dealers',
    `  bind 127.0.0.1:${port}`,
    // The nodes trust one proxy more than the dealers' own (TRUST_PROXY=2): see cluster-nodes.ts.
    '  option forwardfor',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  retry-on conn-failure empty-response',
    '  retries 2',
    '  option redispatch 1',
    '  http-request disable-l7-retry if METH_POST !{ req.hdr(Idempotency-Key) -m found }',
    '  default-server check inter 500ms fall 2 rise 2',
    ...nodePorts.map((nodePort, index) => `  server node${index + 1} 127.0.0.1:${nodePort}`),
    '',
  ].join('\n');
}

/**
 * Starts HAProxy in the foreground with that configuration, named `name` (its configuration and
 * log files); resolves once it passes a health check through. With `logRequests` every request is
 * logged (httplog) to its log file.
 */
export async function startBalancer(
  workDir: string,
  name: string,
  port: number,
  nodePorts: readonly number[],
  logRequests = false,
): Promise<Started> {
  const config = join(workDir, `haproxy-${name}.cfg`);
  writeFileSync(config, haproxyConfig(port, nodePorts, logRequests));
  const balancer = startLogged(
    `HAProxy (${nodePorts.length} nodes)`,
    haproxyBinary,
    ['-f', config, '-db'],
    process.env,
    join(workDir, `haproxy-${name}.log`),
  );
  await waitForOk(`http://127.0.0.1:${port}/api/health`, balancer, 15_000);
  return balancer;
}

/**
 * Requests of an httplog that HAProxy sent more than once (its retries field is above 0, `+` when
 * sent to another node), by method and path.
 */
export function resentRequests(log: string): Record<string, number> {
  const resent: Record<string, number> = {};
  for (const line of log.split('\n')) {
    const match = / \d+\/\d+\/\d+\/\d+\/\+?(\d+) \d+\/\d+ "(\S+) ([^?" ]+)/.exec(line);
    if (!match || match[1] === '0') continue;
    const request = `${match[2]} ${match[3]}`;
    resent[request] = (resent[request] ?? 0) + 1;
  }
  return resent;
}
