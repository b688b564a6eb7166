/** An error's message and those of its causes, in order (its text when it is no Error). */
function messagesOf(error: unknown): string[] {
  const messages: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
  return messages.length > 0 ? messages : [String(error)];
}

/** The most telling message of an error chain: the catalogue pull's, which names call and fields. */
export function failureMessage(error: unknown): string {
  const messages = messagesOf(error);
  return messages.find((m) => m.startsWith('Catalogue pull failed')) ?? messages[0]!;
}
