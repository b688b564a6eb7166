import { solutionIds, type SolutionKey } from '../../../src/config/catalog.ts';

/** The solutions pages: one per application, keyed and numbered as the site's routes expect. */
export interface SolutionDef {
  key: SolutionKey;
  appname: string;
  pitch: string;
  /** Products on the Converters, Extenders, Splitters and Switchers tabs (0 hides a tab). */
  tabSizes: [number, number, number, number];
}

export const solutionDefs: readonly SolutionDef[] = [
  {
    key: 'classroom',
    appname: 'Classroom',
    pitch: 'Put every laptop, document camera and lecture capture feed on the classroom display with one touch.',
    tabSizes: [4, 9, 3, 7],
  },
  {
    key: 'signage',
    appname: 'Digital Signage',
    pitch: 'Drive menu boards, wayfinding and video walls from one player, across a building or a campus.',
    tabSizes: [0, 6, 12, 0],
  },
  {
    key: 'corporate',
    appname: 'Conference Rooms',
    pitch: 'Walk in, plug in and present: huddle spaces to boardrooms with wired and wireless sharing.',
    tabSizes: [3, 8, 2, 11],
  },
  {
    key: 'retail',
    appname: 'Retail',
    pitch: 'Bright, synchronised screens in windows and aisles, managed from the back office.',
    tabSizes: [2, 0, 8, 3],
  },
  {
    key: 'healthcare',
    appname: 'Healthcare',
    pitch: 'Route surgical video and patient information reliably, with TAA-compliant options.',
    tabSizes: [6, 5, 0, 4],
  },
  {
    key: 'government',
    appname: 'Government',
    pitch: 'Secure, TAA-compliant signal distribution for council chambers and operations centres.',
    tabSizes: [5, 7, 4, 6],
  },
  {
    key: 'residential',
    appname: 'Residential',
    pitch: 'Whole-home 4K distribution hidden in the walls, controlled from a single remote.',
    tabSizes: [0, 10, 5, 2],
  },
  {
    key: 'broadcast',
    appname: 'Broadcast',
    pitch: '12G-SDI and fiber workflows for studios, outside broadcast and live production.',
    tabSizes: [9, 3, 6, 0],
  },
  {
    key: 'worship',
    appname: 'House of Worship',
    pitch: 'Send services to overflow rooms, lobby screens and the livestream without a dedicated crew.',
    tabSizes: [4, 6, 7, 5],
  },
  {
    key: 'hospitality',
    appname: 'Hospitality',
    pitch: 'Sports bars, lobbies and ballrooms: any source to any screen, with simple staff control.',
    tabSizes: [1, 4, 9, 8],
  },
];

export const solutionIdOf = (key: SolutionKey): number => solutionIds[key];
