import type { Connector } from './signals.ts';

/**
 * Connector drawings in a panel's own coordinates, centred on (0, 0): the socket as it looks on a
 * device face, and the plug at the end of a cable. Sizes are close to the real parts' proportions.
 */

const hole = '#07090b';
const metal = 'url(#metal)';

/** Width of a socket, so a row of them can be laid out. */
export const socketWidth: Record<Connector, number> = {
  hdmi: 15,
  displayport: 15,
  usbc: 10,
  usb: 12,
  bnc: 12,
  rj45: 12,
  fiber: 14,
  vga: 22,
  dvi: 26,
  xlr: 16,
  phoenix: 18,
  rca: 10,
  optical: 9,
  jack: 8,
};

const sockets: Record<Connector, string> = {
  hdmi: `<path d="M-7.5 -3 H7.5 V0.5 L5.5 3 H-5.5 L-7.5 0.5 Z" fill="${metal}"/><path d="M-6 -1.8 H6 V0 L4.6 1.8 H-4.6 L-6 0 Z" fill="${hole}"/>`,
  displayport: `<path d="M-7.5 -3 H7.5 V3 H-5 L-7.5 0.5 Z" fill="${metal}"/><path d="M-6 -1.8 H6 V1.8 H-4.2 L-6 0 Z" fill="${hole}"/>`,
  usbc: `<rect x="-5" y="-2" width="10" height="4" rx="2" fill="${metal}"/><rect x="-3.8" y="-1.1" width="7.6" height="2.2" rx="1.1" fill="${hole}"/>`,
  usb: `<rect x="-6" y="-2.6" width="12" height="5.2" rx="0.6" fill="${metal}"/><rect x="-5" y="-1.7" width="10" height="3.4" fill="${hole}"/><rect x="-4.4" y="-1.7" width="8.8" height="1.3" fill="#2f6fd6"/>`,
  bnc: `<circle r="5.6" fill="${metal}"/><circle r="3.8" fill="#8d96a0"/><circle r="2.6" fill="${hole}"/><circle r="0.7" fill="#e8c468"/><rect x="-6.4" y="-0.7" width="1.6" height="1.4" fill="${metal}"/><rect x="4.8" y="-0.7" width="1.6" height="1.4" fill="${metal}"/>`,
  rj45: `<rect x="-6" y="-5" width="12" height="10" rx="0.8" fill="${metal}"/><rect x="-4.8" y="-3.8" width="9.6" height="7" fill="${hole}"/><rect x="-1.8" y="2.6" width="3.6" height="1.6" fill="${hole}"/><circle cx="-4" cy="-4.2" r="0.7" fill="#5ee08a"/><circle cx="4" cy="-4.2" r="0.7" fill="#f2b84b"/>`,
  fiber: `<rect x="-7" y="-4" width="14" height="8" rx="1" fill="#d9dde2"/><rect x="-5.6" y="-2.6" width="4.6" height="5.2" fill="#2c7be5"/><rect x="1" y="-2.6" width="4.6" height="5.2" fill="#2c7be5"/><circle cx="-3.3" r="0.9" fill="${hole}"/><circle cx="3.3" r="0.9" fill="${hole}"/>`,
  vga: `<path d="M-11 -4 H11 L9 4 H-9 Z" fill="${metal}"/><path d="M-8.5 -2.6 H8.5 L7 2.6 H-7 Z" fill="#1f3f8a"/><circle cx="-14" r="1.6" fill="${metal}"/><circle cx="14" r="1.6" fill="${metal}"/>`,
  dvi: `<rect x="-13" y="-4" width="26" height="8" rx="1" fill="${metal}"/><rect x="-10.5" y="-2.6" width="16" height="5.2" fill="#f4f4f0"/><rect x="7" y="-2.6" width="3.5" height="5.2" fill="#f4f4f0"/>`,
  xlr: `<circle r="7.5" fill="${metal}"/><circle r="5.6" fill="#20252b"/><circle cx="-2" cy="-1.3" r="0.9" fill="#c9ced4"/><circle cx="2" cy="-1.3" r="0.9" fill="#c9ced4"/><circle cy="2.2" r="0.9" fill="#c9ced4"/>`,
  phoenix: `<rect x="-9" y="-4.2" width="18" height="8.4" rx="0.6" fill="#2f9e57"/><rect x="-8" y="-3" width="16" height="2.6" fill="#1f7a40"/>${[-5.3, 0, 5.3].map((x) => `<circle cx="${x}" cy="1.6" r="1.4" fill="#b8bec5"/>`).join('')}`,
  rca: `<circle r="4.6" fill="#e9c46a"/><circle r="3.1" fill="#c7a34b"/><circle r="1.3" fill="${hole}"/>`,
  optical: `<rect x="-4.5" y="-4.5" width="9" height="9" rx="1.2" fill="#2b2f35"/><path d="M-2.6 -2.6 H2.6 V1.2 L1.2 2.6 H-1.2 L-2.6 1.2 Z" fill="${hole}"/>`,
  jack: `<circle r="3.8" fill="${metal}"/><circle r="1.8" fill="${hole}"/>`,
};

/** A socket of `connector` centred on (x, y), scaled by `scale`. */
export const socket = (connector: Connector, x: number, y: number, scale: number) =>
  `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(2)})">${sockets[connector]}</g>`;

/** The metal or moulded tip of a plug, pointing right from (0, 0). */
const tips: Record<Connector, string> = {
  hdmi: `<path d="M0 -7 H16 V2 L13 7 H0 Z" fill="${metal}"/>`,
  displayport: `<path d="M0 -7 H16 V7 H3 L0 4 Z" fill="${metal}"/>`,
  usbc: `<rect x="0" y="-4" width="12" height="8" rx="4" fill="${metal}"/>`,
  usb: `<rect x="0" y="-5" width="16" height="10" rx="1" fill="${metal}"/>`,
  bnc: `<rect x="0" y="-8" width="14" height="16" rx="2" fill="${metal}"/><rect x="3" y="-10" width="3" height="20" rx="1" fill="#b5bcc4"/>`,
  rj45: `<path d="M0 -8 H15 V8 H0 Z" fill="#e4ecf3" opacity="0.85"/><rect x="2" y="-9.5" width="10" height="2" fill="#cfd9e2"/>`,
  fiber: `<rect x="0" y="-6" width="10" height="5" fill="#2c7be5"/><rect x="0" y="1" width="10" height="5" fill="#2c7be5"/><rect x="10" y="-5" width="6" height="3" fill="#f4f4f0"/><rect x="10" y="2" width="6" height="3" fill="#f4f4f0"/>`,
  vga: `<path d="M0 -10 H14 L12 10 H0 Z" fill="${metal}"/><rect x="-4" y="-15" width="4" height="30" rx="1" fill="#3b4148"/>`,
  dvi: `<rect x="0" y="-10" width="14" height="20" fill="${metal}"/><rect x="-4" y="-16" width="4" height="32" rx="1" fill="#3b4148"/>`,
  xlr: `<rect x="0" y="-9" width="14" height="18" rx="3" fill="${metal}"/><rect x="2" y="-9" width="3" height="18" fill="#9aa3ad"/>`,
  phoenix: `<rect x="0" y="-8" width="12" height="16" rx="1" fill="#2f9e57"/>`,
  rca: `<rect x="0" y="-5" width="10" height="10" fill="#e9c46a"/><rect x="10" y="-1.5" width="8" height="3" fill="#e9c46a"/>`,
  optical: `<rect x="0" y="-5" width="12" height="10" rx="1" fill="#2b2f35"/>`,
  jack: `<rect x="0" y="-2" width="16" height="4" rx="2" fill="${metal}"/>`,
};

/**
 * A cable plug: strain relief, moulded body and tip, placed at (x, y) and turned by `angle`
 * degrees (0 points right).
 */
export function plug(connector: Connector, x: number, y: number, angle: number, hue: number): string {
  const body = connector === 'rj45' ? '#d7e1ea' : connector === 'phoenix' ? '#2f9e57' : 'url(#plug)';
  return (
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)}) scale(1.6)">` +
    `<path d="M-34 -5 L-22 -7 V7 L-34 5 Z" fill="#23282e"/>` +
    `<rect x="-22" y="-10" width="24" height="20" rx="4" fill="${body}"/>` +
    `<rect x="-19" y="-10" width="3" height="20" fill="hsl(${hue} 70% 52%)" opacity="0.9"/>` +
    `<g transform="translate(2 0)">${tips[connector]}</g></g>`
  );
}
