import type { Db } from '../../db/index.ts';
import { insertRows } from '../insert-rows.ts';
import type { SolutionKey } from '../../../src/config/catalog.ts';
import { deviceSpecOf } from '../art/device-spec.ts';
import type { ArtRenderer } from '../art/render.ts';
import { escapeXml } from '../art/studio.ts';
import { storySvg } from '../art/stories.ts';
import { uploadsUrl } from '../catalog/media-store.ts';

/** The article's picture: the room the story is about with the product it names, and its text alternative. */
interface NewsPicture {
  room: SolutionKey;
  categorySlug: string;
  subSlug: string;
  product: string;
  alt: string;
}

interface NewsSeed {
  date: string;
  title: string;
  teaser: string;
  link: string | null;
  picture: NewsPicture;
  paragraphs: string[];
}

const picture = (room: SolutionKey, [categorySlug, subSlug]: [string, string], product: string, alt: string) => ({
  room,
  categorySlug,
  subSlug,
  product,
  alt,
});

const news: NewsSeed[] = [
  {
    date: '2024-02-06',
    title: 'AV Connect brings the Flex Matrix family to ISE 2024',
    teaser:
      'Visitors to stand 2M400 in Barcelona can see modular 24x60 switching and 12-display video walls driven from one chassis.',
    link: 'https://www.iseurope.example/exhibitors/av-connect',
    picture: picture(
      'government',
      ['flex-matrix', 'frames'],
      'Flex Matrix 24x60 Frame',
      'A Flex Matrix 24x60 frame in front of a video wall',
    ),
    paragraphs: [
      'AV Connect will show the complete Flex Matrix family at Integrated Systems Europe 2024 in Barcelona. Four chassis sizes, from 8x10 to 24x60, share one set of hot-swappable input and output cards.',
      'Live demonstrations cover seamless switching, independent output scaling, quad view and video walls of up to twelve displays, all controlled from the built-in web interface.',
    ],
  },
  {
    date: '2024-04-18',
    title: 'New 8K active optical HDMI cables reach 100 metres',
    teaser: 'The AOC line now carries 48 Gbps HDMI 2.1 signals up to 100 m without external power or firmware.',
    link: null,
    picture: picture(
      'broadcast',
      ['cables', 'active-optical'],
      'Active Optical HDMI Cable, 100 m',
      'A coiled 100 m active optical HDMI cable in a broadcast studio',
    ),
    paragraphs: [
      'Our active optical HDMI cables now come in lengths up to 100 metres while keeping the full 48 Gbps bandwidth of HDMI 2.1, including 8K at 60 Hz and 4K at 120 Hz.',
      'The cables need no external power and no firmware, support HDCP 1.4 and 2.2, and remain backward compatible with HDMI 2.0 and 1.4 sources.',
    ],
  },
  {
    date: '2024-06-12',
    title: 'AV Connect at InfoComm 2024: booth W1745',
    teaser: 'Meet the engineering team in Las Vegas and see the new HDBaseT 3.0 extenders and Dante audio interfaces.',
    link: 'https://www.infocommshow.example/exhibitors/av-connect',
    picture: picture(
      'corporate',
      ['extenders', 'hdbaset'],
      '4K60 HDMI HDBaseT 3.0 Extender Kit, 100 m',
      'An HDBaseT 3.0 extender on a conference room table',
    ),
    paragraphs: [
      'InfoComm returns to our home town of Las Vegas. The booth features HDBaseT 3.0 extenders with USB 2.0 and gigabit Ethernet pass-through, and our first Dante audio interfaces.',
      'Dealers can book a one-to-one session with product management through their account manager.',
    ],
  },
  {
    date: '2024-09-03',
    title: 'Flex Matrix is now TAA compliant',
    teaser: 'Government buyers can now specify the full Flex Matrix range under the Trade Agreements Act.',
    link: null,
    picture: picture(
      'government',
      ['flex-matrix', 'frames'],
      'Flex Matrix 16x16 Frame',
      'A Flex Matrix 16x16 frame in a government control room',
    ),
    paragraphs: [
      'Every Flex Matrix chassis and card is now assembled in a TAA-designated country, so federal, state and local buyers can specify the range without a waiver.',
      'TAA-compliant products carry a TAA mark on their product pages and in the dealer product list.',
    ],
  },
  {
    date: '2024-11-20',
    title: 'Dealer portal adds real-time inventory by warehouse',
    teaser:
      'Dealers now see stock and inbound quantities for the US, EU and Shenzhen warehouses in their product list.',
    link: null,
    picture: picture(
      'retail',
      ['networkav', 'network-switches'],
      '24 Port Network Switch',
      'A network switch ready to ship from stock',
    ),
    paragraphs: [
      'The product list in the dealer portal now shows on-hand and inbound stock for each of our three warehouses, and the data download includes the same columns.',
      'Open items also show the stock of the warehouse each line ships from, so backorders are easier to plan around.',
    ],
  },
  {
    date: '2025-02-04',
    title: 'ISE 2025: USB-C active fiber with power delivery',
    teaser: 'A single USB-C fiber cable carries data, DisplayPort video and 100 W power delivery over 15 metres.',
    link: 'https://www.iseurope.example/exhibitors/av-connect',
    picture: picture(
      'corporate',
      ['cables', 'usb-c'],
      'USB-C Active Fiber Cable, 15 m',
      'A USB-C active fiber cable in a huddle room',
    ),
    paragraphs: [
      'The new USB-C active fiber cable carries USB 3.2 data, DisplayPort alternate mode video and up to 100 W of power delivery, ideal for huddle rooms where the laptop is the room system.',
      'Samples are available to dealers from March.',
    ],
  },
  {
    date: '2025-05-14',
    title: 'Case study: a 24x60 Flex Matrix for a university lecture complex',
    teaser: 'How one chassis replaced three legacy matrix switchers across nine lecture halls.',
    link: null,
    picture: picture(
      'classroom',
      ['flex-matrix', 'frames'],
      'Flex Matrix 24x60 Frame',
      'A Flex Matrix 24x60 frame in a lecture hall',
    ),
    paragraphs: [
      'A large public university consolidated nine lecture halls onto one Flex Matrix 24x60, cutting rack space by two thirds and giving the help desk one web interface for every room.',
      'Read the full case study on our Case Studies page.',
    ],
  },
  {
    date: '2025-08-26',
    title: 'Extended warranty for B-Stock units',
    teaser:
      'Refurbished B-Stock products keep their 90-day warranty, now with free one-way shipping back to the customer.',
    link: null,
    picture: picture(
      'residential',
      ['extenders', 'point-to-point'],
      '4K60 HDMI Point to Point Extender, 70 m',
      'A refurbished HDMI extender, tested and ready to ship',
    ),
    paragraphs: [
      'B-Stock units are tested to the same standard as new products. Their 90-day warranty now includes free one-way shipping back to the customer after a repair.',
      'As always, a return authorization (RMA) or a case number is needed before any return.',
    ],
  },
  {
    date: '2025-11-10',
    title: 'New 4K60 multiviewer with quad view and audio extraction',
    teaser: 'Four sources on one display, each scaled independently, with analog and optical audio out.',
    link: null,
    picture: picture(
      'broadcast',
      ['switchers', 'quad-view'],
      '4K60 4x1 HDMI Quad View Multiviewer',
      'A 4x1 quad view multiviewer in a broadcast studio',
    ),
    paragraphs: [
      'The new multiviewer shows four 4K60 sources in quad, picture-in-picture or side-by-side layouts, with seamless switching between layouts.',
      'Audio from any source can be extracted to analog or optical outputs, and CEC turns the display on and off with the system.',
    ],
  },
  {
    date: '2026-03-02',
    title: 'AV Connect opens its European warehouse',
    teaser: 'Dealers in Europe now receive most orders within two working days from our new warehouse.',
    link: null,
    picture: picture(
      'retail',
      ['cables', 'hdmi'],
      'High Speed HDMI Cable, 3 m',
      'HDMI cables in stock at the warehouse',
    ),
    paragraphs: [
      'Our European warehouse is now open, holding the full cable range and the best-selling extenders and switchers.',
      'International dealers see EU stock in the dealer portal and can choose the warehouse each order line ships from.',
    ],
  },
];

/** The picture's uploads path: the room with the product on a table, as blog posts draw theirs. */
function pictureOf(seed: NewsPicture, art: ArtRenderer): string {
  const device = deviceSpecOf({
    categorySlug: seed.categorySlug,
    subSlug: seed.subSlug,
    title: seed.product,
    signal: '',
    hue: 210,
  });
  return uploadsUrl(art.render('news', storySvg(seed.room, device)));
}

/**
 * Articles are stored as HTML, opening with their picture as the company's editors place one (a
 * figure with an image); the site shows it as the article's lead and sanitises the rest.
 */
export async function seedNews(db: Db, art: ArtRenderer): Promise<void> {
  const rows = news.map((item) => {
    const image = `<img src="${pictureOf(item.picture, art)}" alt="${escapeXml(item.picture.alt)}" width="800" height="600">`;
    const html = [`<figure>${image}</figure>`, ...item.paragraphs.map((paragraph) => `<p>${paragraph}</p>`)].join('\n');
    return { title: item.title, teaser: item.teaser, newslink: item.link, newsdate: item.date, newscontent: html };
  });
  await insertRows(
    db,
    'news',
    { title: 'text', teaser: 'text', newslink: 'text', newsdate: 'text', newscontent: 'text' },
    rows,
  );
}
