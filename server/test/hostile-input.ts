import type { CallName } from '../../src/api/calls.ts';
import { calls } from '../../src/api/calls.ts';
import { callSamples } from '../../src/api/samples/index.ts';

/**
 * An answer slower than this means the server was stuck (the attack held the thread for many
 * seconds), with room for a busy machine, where a sign-in's password hash alone can take seconds;
 * the budget proper is measured by `npm run bench`, on a quiet machine.
 */
export const STUCK_MS = 5_000;

/** Where a string sits inside a request: its path of keys and indexes. */
export type LeafPath = Array<string | number>;

/** Every string value of a JSON-like value, by path. */
export function stringLeaves(value: unknown, path: LeafPath = []): LeafPath[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

/** A copy of `value` with the strings at `paths` replaced by `make(path)`. */
export function withLeaves(value: unknown, paths: LeafPath[], make: (path: LeafPath) => string): unknown {
  const copy: unknown = structuredClone(value);
  for (const path of paths) {
    let parent: unknown = copy;
    for (const key of path.slice(0, -1)) parent = Reflect.get(parent as object, key);
    Reflect.set(parent as object, path.at(-1) ?? '', make(path));
  }
  return copy;
}

/**
 * A value of about `length` characters shaped to make a backtracking pattern work hardest: an
 * address-like text of many dotted parts that fails only at its last character.
 */
export function backtrackingBait(length: number): string {
  return `a@${'a.'.repeat(Math.max(1, Math.floor((length - 3) / 2)))} `;
}

/** Every call of the contract with a valid sample request, as the fuzz and size tests send them. */
export const contractCalls = (Object.keys(calls) as CallName[]).map((name) => ({
  name,
  method: calls[name].method,
  sample: callSamples[name].request as unknown,
}));
