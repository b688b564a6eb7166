import type { CallInput, CallName, CallOutput } from '../calls.ts';

/** One valid request and answer of a call, plus inputs the contract must refuse. */
export interface CallSample<N extends CallName> {
  request: CallInput<N>;
  response: CallOutput<N>;
  invalidRequest: unknown;
  /** Omitted where every body is acceptable (ValidateCaptcha). */
  invalidResponse?: unknown;
}

export type CallSamples<K extends CallName> = { [N in K]: CallSample<N> };
