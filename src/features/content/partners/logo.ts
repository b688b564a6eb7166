const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Initials of a name: first letters of its first two words (`Summit AV Integration` → `SA`). */
export function initialsOf(name: string): string {
  const words = name
    .slice(0, 200)
    .split(/\s+/)
    .filter((word) => /^[\p{L}\d]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A hue from the name, so each partner's mark keeps its colour from build to build. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/**
 * A mark for a partner without an uploaded logo file: the partner's initials on a colour of its
 * own. Small, text-only SVG; the card shows the partner's name beside it.
 */
export function partnerLogoSvg(name: string): string {
  const hue = hueOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64">
<rect x="40" width="80" height="64" rx="14" fill="hsl(${hue} 55% 35%)"/>
<text x="80" y="43" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initialsOf(name))}</text>
</svg>
`;
}

/**
 * A partner's picture: its upload, or for a partner without one (created in the staff editor
 * with no logo) the mark of its initials that src/pages/images/logos/[logo].svg.ts draws. The mark
 * is named by the partner's key: partners whose names read alike each show their own.
 */
export const logoOf = (partner: { id: number; logo: string }) =>
  partner.logo || `/images/logos/partner-${partner.id}.svg`;

const MARK_PATH = /^\/images\/logos\/([a-z0-9-]+)\.svg$/;

/** The marks the site draws: one for each partner whose picture is a path in its images/logos folder. */
export function drawnMarks(partners: ReadonlyArray<{ id: number; name: string; logo: string }>) {
  return partners.flatMap((partner) => {
    const file = MARK_PATH.exec(logoOf(partner))?.[1];
    return file ? [{ params: { logo: file }, props: { name: partner.name } }] : [];
  });
}
