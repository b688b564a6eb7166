import { blank, bodyProblem, dateProblem, titleProblem } from '../../../src/domain/content-rules.ts';
import { hasPage } from '../../../src/features/catalog/catalog.ts';
import type { SiteData } from '../../../src/lib/site-data.build.ts';

/** Problems listed before the rest are left out, so one broken import does not flood the report. */
const MAX_PROBLEMS = 20;

/** A blog post's or news article's problems, each naming the record and the field. */
function articleProblems(where: string, article: { title: string; html: string; date: string }): string[] {
  const found = {
    title: titleProblem(article.title),
    body: bodyProblem(article.html),
    date: dateProblem(article.date),
  };
  return Object.entries(found).flatMap(([field, problem]) => (problem ? [`${where}: ${field} ${problem}`] : []));
}

/**
 * What a page needs of each record, beyond the contract's shapes: a title to head it, a category the
 * menu knows, text left after cleaning. Each problem names the call, the sku or id, and the field;
 * any problem stops the publish before anything is built.
 */
export function siteDataProblems({ catalog, content }: SiteData): string[] {
  const problems: string[] = [];
  const menu = new Set(catalog.categories.flatMap((category) => category.subcategories.map((sub) => sub.path)));
  for (const product of catalog.products.values()) {
    const where = `GetItemDetails sku ${product.sku}`;
    const title = titleProblem(product.title);
    if (title) problems.push(`${where}: title ${title}`);
    if (hasPage(product) && !menu.has(product.child.path))
      problems.push(`${where}: category ${product.parent.name} › ${product.child.name} is not in the menu`);
  }
  for (const category of catalog.categories)
    if (blank(category.name)) problems.push(`GetAllProducts category ${category.id}: name is empty`);
  for (const solution of catalog.solutions) {
    if (blank(solution.name)) problems.push(`GetAppsInfo ${solution.key}: appname is empty`);
    if (blank(solution.textHtml)) problems.push(`GetAppsInfo ${solution.key}: apptext is empty after cleaning`);
  }
  for (const post of content.blog) problems.push(...articleProblems(`GetBlogDetail id ${post.id}`, post));
  for (const article of content.news) problems.push(...articleProblems(`GetNewsDetails id ${article.id}`, article));
  for (const partner of content.partners.flatMap((group) => group.partners))
    if (blank(partner.name)) problems.push(`GetPartners ${partner.url || partner.email}: name is empty`);
  return problems.length > MAX_PROBLEMS
    ? [...problems.slice(0, MAX_PROBLEMS), `… and ${problems.length - MAX_PROBLEMS} more`]
    : problems;
}
