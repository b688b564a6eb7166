import { type SolutionKey, solutionIds } from '../../../src/config/catalog.ts';
import type { DeviceSpec } from './device-spec.ts';
import { productDrawing } from './product-art.ts';
import { sceneSvg } from './scenes.ts';
import { studioDefs } from './studio.ts';

/**
 * Pictures for stories (blog posts): the room the story is about, with the product family it
 * discusses on a table in front. Two posts share a picture only when room and product agree.
 */

/** Words in a story that name the room it happens in, first match wins (a venue before its gear). */
const roomWords: [RegExp, SolutionKey][] = [
  [/classroom|lecture|universit|school/i, 'classroom'],
  [/signage|splitter/i, 'signage'],
  [/meeting|huddle|conference|usb-c/i, 'corporate'],
  [/retail|shop|store/i, 'retail'],
  [/hospital\b|health|clinic/i, 'healthcare'],
  [/government|taa|federal|control room|video wall/i, 'government'],
  [/home|residential|living room/i, 'residential'],
  [/worship|church/i, 'worship'],
  [/hospitality|\bbars?\b|restaurant|venue/i, 'hospitality'],
  [/broadcast|sdi|studio|rack/i, 'broadcast'],
];
const rooms = Object.keys(solutionIds) as SolutionKey[];

/** The room a story names; a story naming none gets one by `fallback` (its category, say). */
export function roomOf(text: string, fallback: number): SolutionKey {
  const words = text.slice(0, 2000);
  return roomWords.find(([pattern]) => pattern.test(words))?.[1] ?? (rooms[fallback % rooms.length] as SolutionKey);
}

/** A 4:3 picture (800 × 600) of `room` with `device` on a table in the middle of the floor. */
export function storySvg(room: SolutionKey, device: DeviceSpec): string {
  const table =
    `<rect x="440" y="318" width="320" height="14" rx="3" fill="url(#wood)"/>` +
    `<rect x="452" y="332" width="8" height="68" fill="#59616b"/><rect x="740" y="332" width="8" height="68" fill="#59616b"/>`;
  // The studio drawing is centred near (300, 250): set on the table top at 0.3 of its size.
  const product = `<g transform="translate(600 290) scale(0.3) translate(-300 -250)">${productDrawing(device)}</g>`;
  return sceneSvg(room, true, { defs: studioDefs, draw: table + product });
}
