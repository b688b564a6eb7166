import type * as z from 'zod/mini';

/** The first message of each failing field of a form schema, by field name (what a form shows). */
export function schemaMessages(schema: z.ZodMiniType, values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(values);
  const messages: Record<string, string> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (messages[field] === undefined) messages[field] = issue.message;
  }
  return messages;
}
