/** What the cluster benchmark hands its client processes, and what they answer. */
import { z } from 'zod';

const orderable = z.array(z.object({ sku: z.string(), title: z.string() })).min(3);

export const trafficCalls = ['sign-in', 'prices ×20', 'cart prices ×3', 'human check', 'order'] as const;
export type TrafficCall = (typeof trafficCalls)[number];
/** A dealer of the mixed traffic signs in again after this many visits (a new session). */
export const visitsPerSignIn = 5;

export const trafficSpec = z.object({
  url: z.string(),
  seconds: z.number().positive(),
  dealers: z.number().int().positive(),
  keyPrefix: z.string(),
  skus: z.array(z.string()).min(20),
  orderable,
});
export type TrafficSpec = z.infer<typeof trafficSpec>;

const figures = z.object({
  requests: z.number(),
  perSecond: z.number(),
  // Percentiles of no samples are NaN, which JSON writes as null.
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  failed: z.number(),
});
export type Figures = z.infer<typeof figures>;

export const trafficResult = z.object({
  seconds: z.number(),
  all: figures,
  byCall: z.record(z.string(), figures),
  symptoms: z.record(z.string(), z.number()),
});
export type TrafficResult = z.infer<typeof trafficResult>;

export const orderSpec = z.object({
  url: z.string(),
  seconds: z.number().positive(),
  buyers: z.number().int().positive(),
  keyPrefix: z.string(),
  orderable,
  /** Where the client writes what became of every key (too long for a line of output). */
  outFile: z.string(),
});
export type OrderSpec = z.infer<typeof orderSpec>;

/** One order as its client saw it: every attempt with the same key until one succeeded. */
export const keyOutcome = z.object({
  key: z.string(),
  attempts: z.number(),
  /** The order number of the answer that succeeded; null when the client gave up. */
  docNum: z.number().nullable(),
  /** What each failed attempt looked like ("502 …", "ECONNRESET", "500 …"). */
  symptoms: z.array(z.string()),
});
export type KeyOutcome = z.infer<typeof keyOutcome>;
export const orderResult = z.array(keyOutcome);
