/**
 * Islands whose first HTML is the same whatever their props: the props matter only once the island
 * runs in the browser (a closed menu, a button, an empty form). The server renderer draws such an
 * island once per build for each place it takes on a page, as it does islands without props; a test
 * beside the marks (first-html.test.tsx) draws each with different props and compares.
 */
const marked = new WeakSet<object>();

/** Marks `component` as drawing the same first HTML for any props. */
export function sameFirstHtmlForAnyProps(component: object): void {
  marked.add(component);
}

export const drawsSameForAnyProps = (component: object): boolean => marked.has(component);
