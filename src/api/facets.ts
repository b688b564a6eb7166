/**
 * Facets of a product read from its specs table (`<table class="specs">`, one `<th>`/`<td>` row per
 * fact), so filters work with any catalogue host that serves the contract: nothing but the product
 * page's own specs is needed. Values are normalised so rows written differently group together
 * ("1x4" outputs and "4 x HDMI" outputs are both "4").
 */

/** A facet's key (its URL query name) mapped to the product's values, each list sorted and unique. */
export type FacetValues = Record<string, string[]>;

interface FacetDefinition {
  key: string;
  name: string;
  /** Spec row labels (case-insensitive) the facet reads. */
  rows: readonly string[];
  normalise: (value: string) => string[];
}

/** Specs tables are short; the cap bounds every pattern below, however long a stored one is. */
const MAX_SPECS_HTML = 20_000;
const MAX_CELL = 200;

const ROW = /<tr\b[^>]*>\s*<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>\s*<td\b[^>]*>([\s\S]*?)<\/td>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** A cell's text: tags dropped, the common entities decoded, white space collapsed. */
function cellText(html: string): string {
  return html
    .slice(0, MAX_CELL)
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The label and value of every row of a specs table, in order. */
export function specRows(specsHtml: string): [string, string][] {
  return [...specsHtml.slice(0, MAX_SPECS_HTML).matchAll(ROW)]
    .map(([, label = '', value = '']): [string, string] => [cellText(label), cellText(value)])
    .filter(([label, value]) => label !== '' && value !== '');
}

const same = (value: string) => [value];
/** "IR, RS-232, TCP/IP" names three ways to control it. */
const list = (value: string) => value.split(/\s*[,;]\s*/).filter(Boolean);
/** A count: "4", "4 x HDMI", "4 outputs"; from a size, the side that counts ("1x4" outputs are 4). */
const count = (side: 'first' | 'last') => (value: string) => {
  const size = /^(\d+)\s*x\s*(\d+)$/i.exec(value);
  if (size) return [String(Number(side === 'first' ? size[1] : size[2]))];
  const leading = /^(\d+)\b/.exec(value);
  return leading ? [String(Number(leading[1]))] : [value];
};
/** "4 x 4", "4X4" → "4x4". */
const matrix = (value: string) => [value.replace(/^(\d+)\s*x\s*(\d+)$/i, '$1x$2')];
const LENGTH_UNITS = new Set(['mm', 'cm', 'm', 'km', 'ft', 'in']);
/** A measure with its unit: "10m", "10 M" and "10 m over Cat6A" are "10 m". */
const measure = (value: string) => {
  const found = /^(\d+(?:\.\d+)?)\s*([a-z]+)\b/i.exec(value);
  if (!found) return [value];
  const unit = found[2] ?? '';
  return [`${Number(found[1])} ${LENGTH_UNITS.has(unit.toLowerCase()) ? unit.toLowerCase() : unit}`];
};

/** The facets listings offer, in the order the filter panel shows them. */
export const FACETS: readonly FacetDefinition[] = [
  { key: 'signal', name: 'Signal', rows: ['signal', 'input', 'standard'], normalise: same },
  { key: 'resolution', name: 'Maximum resolution', rows: ['maximum resolution'], normalise: same },
  { key: 'inputs', name: 'Inputs', rows: ['inputs'], normalise: count('first') },
  { key: 'outputs', name: 'Outputs', rows: ['outputs'], normalise: count('last') },
  { key: 'matrix', name: 'Matrix size', rows: ['matrix size'], normalise: matrix },
  { key: 'length', name: 'Length', rows: ['length'], normalise: measure },
  { key: 'distance', name: 'Distance', rows: ['distance'], normalise: measure },
  { key: 'grade', name: 'Grade', rows: ['grade'], normalise: same },
  { key: 'channels', name: 'Channels', rows: ['channels'], normalise: same },
  { key: 'power', name: 'Output power', rows: ['output power'], normalise: measure },
  { key: 'network', name: 'Network', rows: ['network'], normalise: same },
  { key: 'control', name: 'Control', rows: ['control', 'control ports'], normalise: list },
];

/** The facet of a URL query name, if it is one. */
export const facetByKey = (key: string) => FACETS.find((facet) => facet.key === key);

/** A product's facet values from its specs table; facets it has no row for are left out. */
export function facetsOf(specsHtml: string): FacetValues {
  const values: FacetValues = {};
  for (const [label, value] of specRows(specsHtml)) {
    const facet = FACETS.find((candidate) => candidate.rows.includes(label.toLowerCase()));
    if (!facet) continue;
    values[facet.key] = [...new Set([...(values[facet.key] ?? []), ...facet.normalise(value)])].sort();
  }
  return values;
}
