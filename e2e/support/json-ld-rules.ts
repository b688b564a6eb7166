/**
 * What search engines require of the structured data the site publishes (schema.org types and
 * Google's rich result requirements): each function lists the problems of one JSON-LD object.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

function breadcrumbProblems(data: Json): string[] {
  const items = data.itemListElement;
  if (!Array.isArray(items) || items.length === 0) return ['BreadcrumbList without itemListElement'];
  return items.flatMap((item: unknown, index) => {
    if (!isObject(item)) return [`entry ${index + 1} is not an object`];
    const problems: string[] = [];
    if (item['@type'] !== 'ListItem') problems.push(`entry ${index + 1} is not a ListItem`);
    if (item.position !== index + 1) problems.push(`entry ${index + 1} has position ${String(item.position)}`);
    if (!filled(item.name)) problems.push(`entry ${index + 1} has no name`);
    if (!isAbsoluteUrl(item.item)) problems.push(`entry ${index + 1} item ${String(item.item)} is not an absolute URL`);
    return problems;
  });
}

function articleProblems(data: Json): string[] {
  const problems: string[] = [];
  if (!filled(data.headline) || String(data.headline).length > 110) problems.push('headline missing or over 110');
  if (typeof data.datePublished !== 'string' || Number.isNaN(Date.parse(data.datePublished)))
    problems.push(`datePublished ${String(data.datePublished)} is not an ISO date`);
  const images: unknown[] = Array.isArray(data.image) ? data.image : [data.image];
  if (images.length === 0 || !images.every(isAbsoluteUrl)) problems.push('image missing or not absolute');
  const authors: unknown[] = Array.isArray(data.author) ? data.author : [data.author];
  if (!authors.every((author) => isObject(author) && filled(author.name) && filled(author['@type'])))
    problems.push('author without type and name');
  return problems;
}

function organizationProblems(data: Json): string[] {
  const problems: string[] = [];
  if (!filled(data.name)) problems.push('Organization without name');
  if (!isAbsoluteUrl(data.url)) problems.push('Organization url not absolute');
  if (!isAbsoluteUrl(data.logo)) problems.push('Organization logo not absolute');
  return problems;
}

function productProblems(data: Json): string[] {
  const problems: string[] = [];
  if (!filled(data.name)) problems.push('Product without name');
  const images: unknown[] = Array.isArray(data.image) ? data.image : [data.image];
  if (!images.every(isAbsoluteUrl)) problems.push('Product image not absolute');
  if ('offers' in data) problems.push('Product with offers: prices are not public');
  return problems;
}

const rules: Record<string, (data: Json) => string[]> = {
  BreadcrumbList: breadcrumbProblems,
  BlogPosting: articleProblems,
  NewsArticle: articleProblems,
  Organization: organizationProblems,
  Product: productProblems,
};

/** The problems of one JSON-LD object; an unknown type is one. */
export function jsonLdProblems(data: unknown): string[] {
  if (!isObject(data) || data['@context'] !== 'https://schema.org') return ['not a schema.org object'];
  const rule = rules[String(data['@type'])];
  return rule ? rule(data) : [`type ${String(data['@type'])} has no rule here`];
}
