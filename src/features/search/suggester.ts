import type { SearchSuggestion } from '../../api/catalog.ts';

/** Fetches the suggestions for a term; undefined when the answer carries no suggestion list. */
export type SuggestionFetcher = (term: string, signal: AbortSignal) => Promise<SearchSuggestion[] | undefined>;

export interface Suggester {
  /** The box's text changed: ask for suggestions once typing pauses. */
  update(term: string): void;
  /** Forget suggestions and cancel anything under way. */
  clear(): void;
}

/**
 * Debounced suggestions for a search box. Only the answer to the latest term is reported: older
 * requests are aborted, and an answer that arrives late anyway is dropped. Blank terms make no
 * request; a failed request clears the suggestions.
 */
export function createSuggester(
  fetchSuggestions: SuggestionFetcher,
  onSuggestions: (suggestions: SearchSuggestion[]) => void,
  debounceMs: number,
): Suggester {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let latest = 0;

  function cancel(): void {
    clearTimeout(timer);
    controller?.abort();
    controller = undefined;
  }

  async function request(term: string, sequence: number): Promise<void> {
    controller = new AbortController();
    try {
      const suggestions = await fetchSuggestions(term, controller.signal);
      if (sequence === latest) onSuggestions(suggestions ?? []);
    } catch {
      if (sequence === latest) onSuggestions([]);
    }
  }

  return {
    update(term) {
      cancel();
      const sequence = ++latest;
      if (term.trim() === '') {
        onSuggestions([]);
        return;
      }
      timer = setTimeout(() => void request(term.trim(), sequence), debounceMs);
    },
    clear() {
      cancel();
      latest++;
      onSuggestions([]);
    },
  };
}

/**
 * The option that arrow keys move to: -1 is the text field itself, and moving past either end
 * wraps through it, as in the WAI-ARIA combobox pattern.
 */
export function nextActive(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  const next = current + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}
