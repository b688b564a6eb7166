import { z } from 'zod';
import { sql, type Db } from '../../db/index.ts';
import { insertRows } from '../insert-rows.ts';
import { deviceSpecOf } from '../art/device-spec.ts';
import type { ArtRenderer } from '../art/render.ts';
import { roomOf, storySvg } from '../art/stories.ts';
import { uploadsUrl } from '../catalog/media-store.ts';
import { seriesPost } from './blog-series.ts';

interface PostSeed {
  title: string;
  /** Name of the catalogue subcategory the post is filed under. */
  topic: string;
  lead: string;
}

const posts: PostSeed[] = [
  {
    title: 'Choosing the right HDMI cable for 8K',
    topic: 'HDMI',
    lead: 'Not every cable labelled 8K carries 48 Gbps reliably. Here is what to check on the spec sheet.',
  },
  {
    title: 'Active optical cables: when copper is not enough',
    topic: 'Active Optical',
    lead: 'Past 10 metres, copper HDMI starts to drop frames. Active optical cables keep the full bandwidth over 100 metres.',
  },
  {
    title: 'HDBaseT extenders explained',
    topic: 'HDBaseT',
    lead: 'One category cable for video, audio, control and power: how HDBaseT works and where its limits are.',
  },
  {
    title: 'Planning a classroom with one extender per display',
    topic: 'Wall Plates',
    lead: 'A simple and reliable layout for classrooms with a lectern and two displays.',
  },
  {
    title: 'Matrix switcher or presentation switcher?',
    topic: 'Presentation Switchers',
    lead: 'Both route sources to displays. The difference is how many displays, and how independently.',
  },
  {
    title: 'Sizing a Flex Matrix chassis',
    topic: 'Frames',
    lead: 'From 8x10 to 24x60: how to leave room for growth without paying for empty slots.',
  },
  {
    title: 'Video walls from a matrix switcher',
    topic: 'Video Wall Processors',
    lead: 'Layouts from 1x12 to 12x1 without a separate video wall processor.',
  },
  {
    title: 'Splitters for digital signage',
    topic: '1x4 Splitters',
    lead: 'One player, many screens: choosing a splitter that keeps EDID and HDCP happy.',
  },
  {
    title: 'Scaling in the splitter: why it matters',
    topic: 'Scaling Splitters',
    lead: 'Mixed 1080p and 4K displays on the same source need per-output scaling.',
  },
  {
    title: 'Converters that save a legacy projector',
    topic: 'VGA To HDMI',
    lead: 'VGA and component projectors still have years left in them with the right converter.',
  },
  {
    title: 'Audio extraction for sound bars and DSPs',
    topic: 'Audio Extractors',
    lead: 'Getting audio out of HDMI and into the room sound system, without lip-sync problems.',
  },
  {
    title: 'Dante in small meeting rooms',
    topic: 'Dante Interfaces',
    lead: 'Networked audio is no longer only for large venues.',
  },
  {
    title: 'SDI in the house of worship',
    topic: 'SDI To HDMI',
    lead: 'Why many churches run SDI from the camera to the switcher and HDMI only at the last metre.',
  },
  {
    title: '12G-SDI versus quad-link 3G',
    topic: '12G-SDI',
    lead: 'Two ways to carry 4K over coax, and what they mean for cabling.',
  },
  {
    title: 'Network AV: 1G or 10G?',
    topic: 'SDVoE',
    lead: 'Compressed 1G encoders and uncompressed 10G systems solve different problems.',
  },
  {
    title: 'Designing an AV-over-IP network',
    topic: 'Network Switches',
    lead: 'Multicast, IGMP snooping and jumbo frames: the switch settings that matter.',
  },
  {
    title: 'Control systems without programming',
    topic: 'Keypads',
    lead: 'Keypads and web panels that any integrator can configure in minutes.',
  },
  {
    title: 'RS-232 and IP control of displays',
    topic: 'Control Processors',
    lead: 'CEC is convenient, but a control port is reliable. Use both.',
  },
  {
    title: 'USB-C in the huddle room',
    topic: 'USB-C Switchers',
    lead: 'One cable from the laptop for video, data, network and charging.',
  },
  {
    title: 'DisplayPort 2.0 cables and UHBR',
    topic: 'DisplayPort',
    lead: 'The new bandwidth tiers of DisplayPort 2.0 and what they need from a cable.',
  },
  {
    title: 'EDID management in practice',
    topic: 'HDMI Switchers',
    lead: 'Most blank-screen calls are EDID problems. A short field guide.',
  },
  {
    title: 'HDCP 2.2 troubleshooting checklist',
    topic: 'Repeaters',
    lead: 'Every device in the chain must support it. Here is how to find the one that does not.',
  },
  {
    title: 'Rack planning for a hospitality venue',
    topic: 'Audio Matrix',
    lead: 'Bars and restaurants need many screens, zoned audio and staff-friendly control.',
  },
  {
    title: 'TAA compliance for government projects',
    topic: 'HDBaseT Matrix',
    lead: 'What the Trade Agreements Act means for your bill of materials.',
  },
];

const subcategoryRow = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  categoryId: z.number(),
  category: z.string(),
  categorySlug: z.string(),
});
type Subcategory = z.infer<typeof subcategoryRow>;

const DAY_MS = 86_400_000;
const FIRST_POST_DAY = Date.UTC(2024, 0, 9);
/** Days between two posts. */
const POST_INTERVAL_DAYS = 6;
/** Posts in the demo blog: 13 pages of 10, enough to show the pagination's gaps. */
export const DEMO_BLOG_POSTS = 125;

/** The subcategory named by the post's topic; a catalogue without it gets one in turn. */
function fileUnder(post: PostSeed, subcategories: readonly Subcategory[], index: number): Subcategory {
  const topic = post.topic.toLowerCase();
  const found =
    subcategories.find((sub) => sub.name.toLowerCase() === topic) ?? subcategories[index % subcategories.length];
  if (!found) throw new Error('The blog seed needs the catalogue: there are no subcategories');
  return found;
}

function contentOf(post: PostSeed, sub: Subcategory): string {
  return [
    `<p>${post.lead}</p>`,
    `<h2>What to look for</h2>`,
    `<p>Every product in our ${sub.name} range is designed for installers who need predictable results: every model lists its real bandwidth, distance and power needs, and every one is tested in our Las Vegas lab before it ships.</p>`,
    `<ul><li>Check the signal format and resolution at both ends.</li><li>Allow for the longest run, not the average one.</li><li>Plan control and power before the rack is built.</li></ul>`,
    `<p>Browse the full range in <a href="/${sub.categorySlug}">${sub.category}</a>, or ask our sales team for a recommendation.</p>`,
  ].join('\n');
}

interface WrittenPost {
  title: string;
  lead: string;
  content: string;
  sub: Subcategory;
}

/** The authored posts, then the columns' posts about each subcategory in turn, up to `count`. */
function blogPosts(subcategories: readonly Subcategory[], count: number): WrittenPost[] {
  const written = posts.map((post, index) => {
    const sub = fileUnder(post, subcategories, index);
    return { title: post.title, lead: post.lead, content: contentOf(post, sub), sub };
  });
  for (let index = 0; written.length < count; index += 1) {
    const sub = subcategories[index % subcategories.length];
    if (!sub) throw new Error('The blog seed needs the catalogue: there are no subcategories');
    // Each pass over the subcategories moves every one to the next column, so titles never repeat.
    const column = index + Math.floor(index / subcategories.length);
    const post = seriesPost(column, sub.name, sub.category);
    written.push({
      title: post.title,
      lead: post.lead,
      content: [`<p>${post.lead}</p>`, ...post.body].join('\n'),
      sub,
    });
  }
  return written;
}

/** The post's picture: the room it talks about with its subcategory's product on the table. */
function postArt(post: WrittenPost, art: ArtRenderer): string {
  const { sub } = post;
  const device = deviceSpecOf({
    categorySlug: sub.categorySlug,
    subSlug: sub.slug,
    title: sub.name,
    signal: '',
    hue: sub.categoryId * 30,
  });
  return uploadsUrl(art.render('blog', storySvg(roomOf(`${post.title} ${post.lead}`, sub.categoryId), device)));
}

/** Posts are filed under real catalogue subcategories, so their category links always resolve. */
export async function seedBlog(db: Db, art: ArtRenderer): Promise<void> {
  const { rows } =
    await sql`SELECT sc.id, sc.name, sc.slug, c.id AS "categoryId", c.name AS category, c.slug AS "categorySlug"
    FROM subcategories sc JOIN categories c ON c.id = sc.category_id ORDER BY c.id, sc.id`.execute(db);
  const subcategories = rows.map((row) => subcategoryRow.parse(row));
  const posts = blogPosts(subcategories, DEMO_BLOG_POSTS).map((post, index) => ({
    title: post.title,
    blogdate: new Date(FIRST_POST_DAY + index * POST_INTERVAL_DAYS * DAY_MS).toISOString().slice(0, 10),
    content: post.content,
    // Every third post leaves its meta description to the site's fallback (start of the content).
    meta_description: index % 3 === 2 ? '' : post.lead,
    meta_keywords: `${post.sub.category}, ${post.sub.name}, AV`,
    subcategory_id: post.sub.id,
    childimg: postArt(post, art),
  }));
  await insertRows(
    db,
    'blogs',
    {
      title: 'text',
      blogdate: 'text',
      content: 'text',
      meta_description: 'text',
      meta_keywords: 'text',
      subcategory_id: 'integer',
      childimg: 'text',
    },
    posts,
  );
}
