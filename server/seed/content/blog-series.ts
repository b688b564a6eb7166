/**
 * The blog's recurring columns. Each column writes about one catalogue subcategory at a time, so a
 * demo catalogue of any size gets a blog deep enough to page through (at least 12 pages of 10).
 */
export interface SeriesPost {
  title: string;
  lead: string;
  /** Paragraphs after the lead, already HTML. */
  body: string[];
}

interface Column {
  title: (subcategory: string) => string;
  lead: (subcategory: string, category: string) => string;
  body: (subcategory: string, category: string) => string[];
}

const lower = (text: string) => text.toLowerCase();

const columns: Column[] = [
  {
    title: (sub) => `Installer notes: ${sub} in the field`,
    lead: (sub) =>
      `What our support desk hears most often about ${lower(sub)}, and the habits that keep a job from turning into a second site visit.`,
    body: (sub) => [
      `<p>Most calls about ${lower(sub)} are not faults. They are mismatches between what the source sends, what the display asks for and what the run in between can carry. Write those three things down before you order.</p>`,
      `<ul><li>Label both ends of every run before the ceiling tiles go back.</li><li>Test with the customer's real sources, not only a signal generator.</li><li>Keep a spare of the longest run on the van.</li></ul>`,
    ],
  },
  {
    title: (sub) => `Spec sheet explained: ${sub}`,
    lead: (sub) =>
      `Bandwidth, distance, power and control: how to read a ${lower(sub)} data sheet and which lines matter for your design.`,
    body: (sub, category) => [
      `<p>Every ${lower(sub)} data sheet we publish lists measured figures, not theoretical ones. Bandwidth is the rate we verified end to end; distance is the longest run that passed our eye-pattern test at that rate.</p>`,
      `<p>Compare models side by side in <a href="/${lower(category).replace(/\s+/g, '-')}">${category}</a> and pay attention to the power column: it decides whether a remote end needs a local supply.</p>`,
    ],
  },
  {
    title: (sub) => `Five questions to ask before specifying ${sub}`,
    lead: (sub) => `A short checklist for consultants and integrators writing ${lower(sub)} into a bill of materials.`,
    body: (sub) => [
      `<ol><li>Which resolutions and refresh rates must pass today, and in five years?</li><li>Is HDCP required end to end?</li><li>Where does control come from: CEC, RS-232 or IP?</li><li>Who powers the far end?</li><li>What happens when one device fails?</li></ol>`,
      `<p>Answer these and the right ${lower(sub)} model usually picks itself. If two still fit, our sales engineers will help you choose.</p>`,
    ],
  },
  {
    title: (sub) => `Project story: ${sub} in a mixed-use venue`,
    lead: (sub, category) =>
      `How an integrator used our ${lower(category)} range, including ${lower(sub)}, to bring a tired venue up to current standards in one weekend.`,
    body: (sub) => [
      `<p>The brief was simple: keep every existing display, replace every unreliable link, and be open for business on Monday. The integrator mapped each room's sources and chose ${lower(sub)} where the old runs had failed most often.</p>`,
      `<p>Pre-configuring every unit in the shop and shipping them labelled by room kept the on-site time to two days. Support calls since handover: none.</p>`,
    ],
  },
  {
    title: (sub) => `From the support desk: ${sub} troubleshooting`,
    lead: (sub) =>
      `A blank screen, sparkles or no audio: the order in which our technicians check a ${lower(sub)} installation.`,
    body: () => [
      `<p>Start at the display and work back to the source. Confirm the input, then swap the last cable, then bypass each device in turn. Nine times out of ten the fault is a connector, an EDID mismatch or a missing power supply.</p>`,
      `<p>If the problem stays, open a case with the model, serial number and a photo of the rack. Our technicians answer Monday to Friday, 6:00 am to 5:00 pm Pacific.</p>`,
    ],
  },
];

/** The post of a column (chosen by `index`) about one subcategory. */
export function seriesPost(index: number, subcategory: string, category: string): SeriesPost {
  const column = columns[index % columns.length];
  if (!column) throw new Error('The blog has no columns');
  return {
    title: column.title(subcategory),
    lead: column.lead(subcategory, category),
    body: column.body(subcategory, category),
  };
}
