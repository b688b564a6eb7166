import { apiErrorBody } from '../../src/api/errors.ts';
import type { CallName, CallOutput } from '../../src/api/calls.ts';
import type { AppContext } from '../context.ts';
import { settleDeliveries } from '../mail/outbox.ts';
import { contractClient, startTestServer, type RawAnswer } from '../test/harness.ts';

/** A small catalogue keeps seeding fast; the account seed picks its order lines from it. */
const TEST_PRODUCTS = 80;

/** Fields named by an error answer. */
export const issueFields = (body: unknown) => apiErrorBody.parse(body).issues.map((issue) => issue.field);

interface SendOptions {
  token?: string;
  headers?: Record<string, string>;
}

/**
 * The test server of the account, order, form and content calls: the shared harness on a fixed
 * port, with sign-in by demo account name, and a close that first lets queued mail finish.
 */
export interface TestApi {
  ctx: AppContext;
  dataDir: string;
  send(name: CallName, input: unknown, options?: SendOptions): Promise<RawAnswer>;
  call<N extends CallName>(name: N, input: unknown, options?: SendOptions): Promise<CallOutput<N>>;
  /** Signs a demo account in (password Demo1234) and answers its token and user id. */
  login(userName: string): Promise<{ token: string; userId: number }>;
  close(): Promise<void>;
}

export async function startTestApi(port: number, env: Record<string, string> = {}): Promise<TestApi> {
  const server = await startTestServer({ port, env, products: TEST_PRODUCTS });
  const client = contractClient(server.baseUrl);
  const call = <N extends CallName>(name: N, input: unknown, options: SendOptions = {}) =>
    client.call(name, input, options.token, options.headers);
  return {
    ctx: { db: server.db, config: server.config },
    dataDir: server.dataDir,
    send: (name, input, options = {}) => client.send(name, input, options.token, options.headers),
    call,
    login: (userName) => call('Login', { Email: userName, Password: 'Demo1234' }),
    close: async () => {
      await settleDeliveries();
      await server.close();
    },
  };
}
