import { z } from 'zod';

/** The fields the tech support form fills from the visitor's location. */
export interface Location {
  country: string;
  state: string;
  city: string;
  postal: string;
  address: string;
}

/** What an IP geolocation service answers (ipapi.co's field names). */
const lookupAnswer = z.object({
  country_name: z.string().max(100),
  region: z.string().max(100).catch(''),
  city: z.string().max(100).catch(''),
  postal: z.string().max(20).nullable().catch(''),
});

/** The answer as form fields; the address line is the city, region and postal code. */
export function toLocation(answer: unknown): Location | null {
  const parsed = lookupAnswer.safeParse(answer);
  if (!parsed.success) return null;
  const { country_name: country, region: state, city } = parsed.data;
  const postal = parsed.data.postal ?? '';
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
