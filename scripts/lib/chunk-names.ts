/**
 * How the shared chunks' groups name modules: by a path from the project's root, or a folder's
 * path ending in `/`. Rolldown hands a group's test each module's absolute id (with `\` on Windows).
 */
function names(name: string, id: string): boolean {
  const path = id.replaceAll('\\', '/');
  return name.endsWith('/') ? path.includes(`/${name}`) : path.endsWith(`/${name}`);
}

/** A group's test: whether a module is one of `list`. */
export const matchesAny = (list: readonly string[]) => (id: string) => list.some((name) => names(name, id));

/** `names` prefixed with `folder`, for groups that name several modules of one folder. */
export const inFolder = (folder: string, list: readonly string[]) => list.map((name) => `${folder}${name}`);

/** The names no module of a build answers to: a module renamed or moved since its group named it. */
export function namesMatchingNothing(list: readonly string[], ids: Iterable<string>): string[] {
  const built = [...ids];
  return list.filter((name) => !built.some((id) => names(name, id)));
}
