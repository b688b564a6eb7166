import * as z from 'zod/mini';

/** The fields the tech support form fills from the visitor's location. */
export interface Location {
  country: string;
  state: string;
  city: string;
  postal: string;
  address: string;
}

/** What an IP geolocation service answers (ipapi.co's field names). */
const text = (max: number) => z.catch(z.string().check(z.maxLength(max)), '');
const lookupAnswer = z.object({
  country_name: z.string().check(z.minLength(1), z.maxLength(100)),
  region: text(100),
  city: text(100),
  postal: text(20),
});

/** The answer as form fields; the address line is the city, region and postal code. */
export function toLocation(answer: unknown): Location | null {
  const parsed = lookupAnswer.safeParse(answer);
  if (!parsed.success) return null;
  const { country_name: country, region: state, city } = parsed.data;
  const { postal } = parsed.data;
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
