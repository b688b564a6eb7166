import type { SolutionKey } from '../../../src/config/catalog.ts';
import { chair, desk, display, rack, shelf, videoWall, wallPlate } from './scene-parts.ts';

/**
 * Rooms where the products work, for solution banners and tiles: each drawn from its subject (a
 * classroom with its display and wall plate, a control room with its video wall, a studio with its
 * racks...). Composed on a 1200 × 400 stage; the 4:3 tile is its middle.
 */

const defs =
  '<defs>' +
  '<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="var(--w1)"/><stop offset="1" stop-color="var(--w2)"/></linearGradient>' +
  '<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3f8fd8"/><stop offset="0.55" stop-color="#1d5fa8"/><stop offset="1" stop-color="#0f2f5c"/></linearGradient>' +
  '<linearGradient id="screen2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f0a24a"/><stop offset="0.6" stop-color="#c4533a"/><stop offset="1" stop-color="#5a2340"/></linearGradient>' +
  '<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b88a5e"/><stop offset="1" stop-color="#8a6142"/></linearGradient>' +
  '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="var(--f1)"/><stop offset="1" stop-color="var(--f2)"/></linearGradient>' +
  '</defs>';

const recipes: Record<SolutionKey, { wall: [string, string]; floor: [string, string]; draw: string }> = {
  classroom: {
    wall: ['#f1ede4', '#e2dccf'],
    floor: ['#c9b79c', '#a8957a'],
    draw:
      `<rect x="380" y="50" width="440" height="160" fill="#2f4f3e" stroke="#8a6b4a" stroke-width="6"/>` +
      display(470, 70, 260, 146, 0) +
      wallPlate(760, 240) +
      [0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => desk(300 + c * 160 + r * 10, 300 + r * 30, 110)).join('')).join(''),
  },
  signage: {
    wall: ['#e9eef3', '#d6dde5'],
    floor: ['#b9c3cc', '#98a4af'],
    draw: [0, 1, 2, 3]
      .map(
        (i) =>
          display(390 + i * 110, 60 + (i % 2) * 6, 90, 160, i) +
          `<rect x="${430 + i * 110}" y="${226 + (i % 2) * 6}" width="10" height="110" fill="#59616b"/>`,
      )
      .join(''),
  },
  corporate: {
    wall: ['#e6e1da', '#d2cbc1'],
    floor: ['#8d8479', '#6f675e'],
    draw:
      display(430, 50, 160, 92, 1) +
      display(610, 50, 160, 92, 0) +
      `<rect x="560" y="150" width="80" height="10" rx="4" fill="#1d2228"/>` +
      `<path d="M420 300 L780 300 L880 390 L320 390 Z" fill="url(#wood)"/>` +
      [0, 1, 2].map((i) => chair(360 + i * 60, 260) + chair(700 + i * 60, 260)).join('') +
      `<rect x="585" y="320" width="30" height="20" rx="3" fill="#14181d"/>`,
  },
  retail: {
    wall: ['#f4efe9', '#e6dcd0'],
    floor: ['#d9cfc3', '#bfb3a5'],
    draw: videoWall(480, 40, 2, 2, 120, 68) + shelf(260) + shelf(820),
  },
  healthcare: {
    wall: ['#e3f0f1', '#cfe2e4'],
    floor: ['#c8d6d8', '#a9bcbf'],
    draw:
      display(520, 60, 180, 102, 1) +
      wallPlate(720, 200) +
      `<rect x="440" y="260" width="330" height="46" rx="10" fill="#f7f8fa" stroke="#c4cad1"/><rect x="440" y="240" width="90" height="36" rx="10" fill="#ffffff" stroke="#c4cad1"/><rect x="460" y="306" width="10" height="50" fill="#8a939d"/><rect x="740" y="306" width="10" height="50" fill="#8a939d"/>`,
  },
  government: {
    wall: ['#2a3440', '#1f2730'],
    floor: ['#3a4450', '#2a323c'],
    draw:
      videoWall(360, 30, 4, 2, 120, 68) +
      [0, 1, 2]
        .map(
          (i) =>
            desk(320 + i * 200, 300, 170) +
            display(345 + i * 200, 258, 56, 38, i) +
            display(410 + i * 200, 258, 56, 38, i + 1),
        )
        .join(''),
  },
  residential: {
    wall: ['#efe6dc', '#e0d3c4'],
    floor: ['#9c7b5b', '#7d6047'],
    draw:
      display(470, 70, 260, 146, 2) +
      `<rect x="430" y="250" width="340" height="40" rx="4" fill="url(#wood)"/>` +
      `<rect x="400" y="140" width="34" height="150" rx="6" fill="#2b2f35"/><rect x="766" y="140" width="34" height="150" rx="6" fill="#2b2f35"/>` +
      `<path d="M420 340 h360 a20 20 0 0 1 20 20 v20 h-400 v-20 a20 20 0 0 1 20 -20 Z" fill="#5d6d7e"/>`,
  },
  broadcast: {
    wall: ['#262b31', '#1c2025'],
    floor: ['#33383e', '#24282d'],
    draw:
      videoWall(440, 30, 3, 3, 106, 60) +
      rack(300, 120, 12) +
      rack(810, 120, 12) +
      desk(420, 300, 360) +
      `<rect x="520" y="284" width="160" height="18" rx="3" fill="#14181d"/>` +
      Array.from(
        { length: 10 },
        (_, i) =>
          `<rect x="${528 + i * 15}" y="288" width="10" height="8" rx="1" fill="${i === 3 ? '#e5484d' : i === 6 ? '#5ee08a' : '#59616b'}"/>`,
      ).join(''),
  },
  worship: {
    wall: ['#e9e1d4', '#d8ccb8'],
    floor: ['#8b5e4a', '#6e4939'],
    draw:
      `<rect x="420" y="230" width="360" height="40" fill="#6e4939"/>` +
      display(480, 40, 240, 136, 0) +
      display(320, 80, 120, 68, 1) +
      display(760, 80, 120, 68, 1) +
      [0, 1, 2]
        .map(
          (r) =>
            `<rect x="${300 - r * 20}" y="${300 + r * 30}" width="${600 + r * 40}" height="16" rx="4" fill="url(#wood)"/>`,
        )
        .join(''),
  },
  hospitality: {
    wall: ['#3a2f2a', '#2b231f'],
    floor: ['#5a4636', '#45352a'],
    draw:
      [0, 1, 2].map((i) => display(360 + i * 180, 50, 150, 85, i)).join('') +
      `<rect x="300" y="240" width="600" height="24" rx="4" fill="url(#wood)"/><rect x="320" y="264" width="560" height="80" fill="#2b231f"/>` +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<circle cx="${360 + i * 96}" cy="350" r="16" fill="#8a6142"/><rect x="${357 + i * 96}" y="350" width="6" height="40" fill="#59616b"/>`,
      ).join('') +
      Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="${330 + i * 70}" y="190" width="14" height="40" rx="3" fill="hsl(${(i * 47) % 360} 40% 45%)"/>`,
      ).join(''),
  },
};

/** What a story adds to a room: drawings in front of it and the gradients they use. */
export interface Foreground {
  defs: string;
  draw: string;
}

/**
 * The room of a solution, 1200 × 400 (the widest variant the pages use); `tile` crops the 4:3
 * middle of the stage for cards, 800 × 600. `front` is drawn last, in front of the furniture.
 */
export function sceneSvg(key: SolutionKey, tile: boolean, front: Foreground = { defs: '', draw: '' }): string {
  const { wall, floor, draw } = recipes[key];
  const colours = defs
    .replace('var(--w1)', wall[0])
    .replace('var(--w2)', wall[1])
    .replace('var(--f1)', floor[0])
    .replace('var(--f2)', floor[1]);
  const [x, width] = tile ? [333, 534] : [0, 1200];
  const [pixelsWide, pixelsHigh] = tile ? [800, 600] : [1200, 400];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelsWide}" height="${pixelsHigh}" viewBox="${x} 0 ${width} 400">` +
    `${colours}${front.defs}<rect width="1200" height="280" fill="url(#wall)"/><rect y="280" width="1200" height="120" fill="url(#floor)"/>` +
    `<rect y="276" width="1200" height="6" fill="#000" opacity="0.08"/>${draw}${front.draw}</svg>\n`
  );
}
