/** Markup rendered once per build thread, by name (see RenderOnce.astro). */
const rendered = new Map<string, Promise<string>>();

/** The markup rendered under `name`, rendering it with `render` the first time only. */
export function renderOnce(name: string, render: () => Promise<string>): Promise<string> {
  let markup = rendered.get(name);
  if (markup === undefined) {
    markup = render();
    rendered.set(name, markup);
  }
  return markup;
}
