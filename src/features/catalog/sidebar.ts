/** What the sidebar search looks at: each category's name and its subcategories' names. */
export interface SidebarEntry {
  name: string;
  children: readonly string[];
}

/** Per category: whether it matches, which subcategories match, and whether to expand it. */
export interface SidebarMatch {
  matches: boolean;
  childMatches: boolean[];
  expand: boolean;
}

/**
 * The sidebar search: a case-insensitive partial match of the typed text against category and
 * subcategory names. A category expands when one of its subcategories matches. Blank text matches
 * nothing.
 */
export function matchSidebar(entries: readonly SidebarEntry[], text: string): SidebarMatch[] {
  const needle = text.trim().toLowerCase();
  const hit = (name: string) => needle !== '' && name.toLowerCase().includes(needle);
  return entries.map((entry) => {
    const childMatches = entry.children.map(hit);
    const anyChild = childMatches.includes(true);
    return { matches: hit(entry.name), childMatches, expand: anyChild };
  });
}
