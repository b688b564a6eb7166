/** The most telling message of an error chain: the catalogue pull's, which names call and fields. */
export function failureMessage(error: unknown): string {
  const messages: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
  return messages.find((m) => m.startsWith('Catalogue pull failed')) ?? messages[0] ?? String(error);
}
