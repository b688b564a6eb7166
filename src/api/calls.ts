import * as account from './calls/account.ts';
import * as approvals from './calls/approvals.ts';
import * as build from './calls/build.ts';
import * as catalog from './calls/catalog.ts';
import * as company from './calls/company.ts';
import * as content from './calls/content.ts';
import * as forms from './calls/forms.ts';
import * as item from './calls/item.ts';
import * as itemPrices from './calls/item-prices.ts';
import * as lists from './calls/lists.ts';
import * as orders from './calls/orders.ts';
import * as quotes from './calls/quotes.ts';
import * as session from './calls/session.ts';
import * as staff from './calls/staff.ts';
import * as staffContent from './calls/staff-content.ts';
import * as visitor from './calls/visitor.ts';
import { createClient, type ApiClientOptions, type CallOptions } from './client.ts';
import type { InputOf, OutputOf } from './define-call.ts';

/**
 * Every call of the API by name, for the server, the build and tests. Islands import the one call
 * they make from `src/api/calls/<area>.ts` instead, so their bundles hold only that call's schemas.
 */
export const calls = {
  ...catalog,
  ...item,
  ...itemPrices,
  ...build,
  ...visitor,
  ...orders,
  ...session,
  ...account,
  ...content,
  ...forms,
  ...lists,
  ...quotes,
  ...company,
  ...staff,
  ...staffContent,
  ...approvals,
};

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What a caller passes: query values for GET (path parameters included), the body for POST. */
export type CallInput<N extends CallName> = InputOf<Calls[N]>;
export type CallOutput<N extends CallName> = OutputOf<Calls[N]>;

/** Type guard for names coming from outside (route tables, logs). */
export function isCallName(name: string): name is CallName {
  return Object.hasOwn(calls, name);
}

/** A client that takes call names: for build scripts, benchmarks and end-to-end tests. */
export interface NamedApiClient {
  call<N extends CallName>(name: N, input: CallInput<N>, options?: CallOptions): Promise<CallOutput<N>>;
}

export function createApiClient(options: ApiClientOptions): NamedApiClient {
  const client = createClient(options);
  return { call: (name, input, callOptions) => client.call(calls[name], input, callOptions) };
}
