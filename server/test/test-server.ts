import { apiErrorBody } from '../../src/api/errors.ts';
import { HUMAN_PASS_HEADER } from '../../src/api/misc.ts';
import type { CallName, CallOutput } from '../../src/api/calls.ts';
import type { AppContext } from '../context.ts';
import { settleDeliveries } from '../mail/outbox.ts';
import { humanVerifiedCalls } from '../security/human-pass.ts';
import type { Refusals } from '../security/refusals.ts';
import { contractClient, startTestServer, type RawAnswer } from './harness.ts';

/** A small catalogue keeps seeding fast; the account seed picks its order lines from it. */
const TEST_PRODUCTS = 80;

/** Fields named by an error answer. */
export const issueFields = (body: unknown) => apiErrorBody.parse(body).issues.map((issue) => issue.field);

interface SendOptions {
  token?: string;
  headers?: Record<string, string>;
  /**
   * The human-verification pass of a form post or order: by default a fresh one from
   * ValidateCaptcha, as the browser does; `false` sends none.
   */
  pass?: string | false;
}

const needsPass = (name: CallName) => (humanVerifiedCalls as readonly CallName[]).includes(name);

/**
 * The test server of the account, order, form and content calls: the shared harness on a fixed
 * port, with sign-in by demo account name, and a close that first lets queued mail finish.
 */
export interface TestApi {
  ctx: AppContext;
  baseUrl: string;
  dataDir: string;
  /** The server node's memory of subjects at their limit (see TestServer). */
  refusals: Refusals;
  send(name: CallName, input: unknown, options?: SendOptions): Promise<RawAnswer>;
  call<N extends CallName>(name: N, input: unknown, options?: SendOptions): Promise<CallOutput<N>>;
  /** A fresh human-verification pass (the development provider's token is accepted). */
  pass(): Promise<string>;
  /** Signs a demo account in (password Demo1234) and answers its token and user id. */
  login(userName: string): Promise<{ token: string; userId: number }>;
  close(): Promise<void>;
}

export async function startTestApi(port: number, env: Record<string, string> = {}): Promise<TestApi> {
  // The suites post many forms, quotes and change requests, sign in many times and race requests from
  // one address; those limits have their own tests.
  const raised = {
    RATE_LIMIT_QUOTES: '10000',
    RATE_LIMIT_ACCOUNT_CHANGES: '10000',
    MAX_REQUESTS_PER_ADDRESS: '10000',
    RATE_LIMIT_REQUESTS: '100000',
  };
  const server = await startTestServer({
    port,
    env: { RATE_LIMIT_FORM_POSTS: '10000', RATE_LIMIT_SIGN_INS: '10000', ...raised, ...env },
    products: TEST_PRODUCTS,
  });
  const client = contractClient(server.baseUrl);
  const pass = async () => {
    const answer = await client.call('ValidateCaptcha', { captcha: 'dev-test' });
    if (typeof answer !== 'string') throw new Error(`ValidateCaptcha answered ${JSON.stringify(answer)}`);
    return answer;
  };
  const headersFor = async (name: CallName, options: SendOptions) => {
    const given = options.pass ?? (needsPass(name) ? await pass() : false);
    return given ? { [HUMAN_PASS_HEADER]: given, ...options.headers } : options.headers;
  };
  const call = async <N extends CallName>(name: N, input: unknown, options: SendOptions = {}) =>
    client.call(name, input, options.token, await headersFor(name, options));
  return {
    ctx: { db: server.db, config: server.config },
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    refusals: server.refusals,
    send: async (name, input, options = {}) => client.send(name, input, options.token, await headersFor(name, options)),
    call,
    pass,
    login: (userName) => call('Login', { Email: userName, Password: 'Demo1234' }),
    close: async () => {
      await settleDeliveries();
      await server.close();
    },
  };
}
