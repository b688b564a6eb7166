/** The fields the tech support form fills from the visitor's location. */
export interface Location {
  country: string;
  state: string;
  city: string;
  postal: string;
  address: string;
}

/** A text of an answer, or '' when missing, of another type or longer than `max`. */
const textOf = (answer: Record<string, unknown>, key: string, max: number) => {
  const value = answer[key];
  return typeof value === 'string' && value.length <= max ? value.trim() : '';
};

/**
 * An IP geolocation answer (ipapi.co's field names: country_name, region, city, postal) as form
 * fields; the address line is the city, region and postal code. Decoded by hand so the shared
 * island code carries no extra schema checks for this one lookup.
 */
export function toLocation(answer: unknown): Location | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as Record<string, unknown>;
  const country = textOf(record, 'country_name', 100);
  if (country === '') return null;
  const state = textOf(record, 'region', 100);
  const city = textOf(record, 'city', 100);
  const postal = textOf(record, 'postal', 20);
  const address = [city, [state, postal].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return { country, state, city, postal, address };
}

/**
 * Looks up the visitor's location at the configured service (PUBLIC_GEOLOCATION_URL). Any failure
 * is only logged: the fields then stay as they are, for the visitor to fill.
 */
export async function lookUpLocation(url: string, fetcher: typeof fetch = fetch): Promise<Location | null> {
  try {
    const response = await fetcher(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`The geolocation service answered ${response.status}`);
    const location = toLocation(await response.json());
    if (!location) throw new Error('The geolocation service answered an unknown shape');
    return location;
  } catch (cause) {
    console.warn(new Error('Location autofill failed', { cause }));
    return null;
  }
}
