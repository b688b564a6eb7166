/** A partner's web address when it is a real http(s) link; anything else (e.g. `javascript:`) is dropped. */
export function webLink(url: string): string | undefined {
  const trimmed = url.trim();
  return /^https?:\/\/[^\s"'<>]+$/i.test(trimmed.slice(0, 500)) ? trimmed : undefined;
}

/** Identifier of a region's heading and of its cards (`north-america`). */
export const regionId = (region: string) =>
  region
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');
