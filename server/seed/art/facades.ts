import { display } from './scene-parts.ts';
import { escapeXml } from './studio.ts';

/**
 * A partner's picture: its office front with its name on the sign and its city on the plaque,
 * under the sky of its region. Drawn on a 640 × 320 stage, rendered at that size.
 */

export interface FacadeSubject {
  name: string;
  city: string;
  region: string;
}

/** A number from the text, so a partner keeps its colours and storeys from seed to seed. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 100_003;
  return hash;
}

const skies: Record<string, [string, string]> = {
  'North America': ['#8fc3ec', '#dcefff'],
  EMEA: ['#a9bfd6', '#e8eef5'],
  'South America': ['#f2b27a', '#fde6c8'],
  Asia: ['#9ad0d8', '#e4f5f4'],
};

const windows = (hue: number, floors: number) =>
  Array.from({ length: floors * 6 }, (_, i) => {
    const x = 110 + (i % 6) * 72;
    const y = 150 - Math.floor(i / 6) * 46;
    return `<rect x="${x}" y="${y}" width="44" height="30" rx="2" fill="hsl(${hue} 30% ${i % 4 ? 28 : 40}%)" stroke="#e9ecef" stroke-width="2"/>`;
  }).join('');

export function facadeSvg(subject: FacadeSubject): string {
  const name = subject.name.slice(0, 60);
  const city = subject.city.slice(0, 60);
  const hash = hashOf(`${name}|${city}`);
  const hue = hash % 360;
  const floors = 1 + (hash % 3);
  const top = 136 - floors * 46;
  const [sky1, sky2] = skies[subject.region] ?? ['#b8c6d4', '#eef2f6'];
  // Long names get a smaller letter, so every name fits the sign.
  const size = Math.min(26, Math.floor(420 / Math.max(1, name.length * 0.62)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient>` +
    `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3f8fd8"/><stop offset="1" stop-color="#0f2f5c"/></linearGradient>` +
    `<linearGradient id="screen2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f0a24a"/><stop offset="1" stop-color="#5a2340"/></linearGradient></defs>` +
    `<rect width="640" height="320" fill="url(#sky)"/>` +
    `<rect x="90" y="${top}" width="460" height="${296 - top}" fill="hsl(${hue} 18% 86%)"/>` +
    `<rect x="84" y="${top - 8}" width="472" height="10" fill="hsl(${hue} 14% 60%)"/>` +
    windows(hue, floors) +
    `<rect x="90" y="186" width="460" height="44" fill="hsl(${hue} 55% 30%)"/>` +
    `<text x="320" y="${208 + size * 0.35}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${escapeXml(name)}</text>` +
    `<rect x="110" y="236" width="200" height="60" fill="#22303d"/>` +
    display(118, 242, 88, 50, hash % 3) +
    display(214, 242, 88, 50, (hash + 1) % 3) +
    `<rect x="330" y="236" width="60" height="60" fill="#3b4a57"/><rect x="336" y="242" width="48" height="54" fill="#9cb6c8" opacity="0.7"/>` +
    `<rect x="410" y="248" width="130" height="30" rx="3" fill="#f7f8fa" stroke="#9aa4ae"/>` +
    `<text x="475" y="268" text-anchor="middle" font-family="sans-serif" font-size="${Math.min(14, Math.floor(200 / Math.max(1, city.length * 0.6)))}" fill="#1b1f24">${escapeXml(city)}</text>` +
    `<rect y="296" width="640" height="24" fill="#9aa0a6"/><rect y="296" width="640" height="3" fill="#6f757b"/>` +
    `</svg>\n`
  );
}
