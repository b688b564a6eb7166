/**
 * Server side of the React renderer: renders an island's first HTML with React's `renderToString`.
 * Astro's own React renderer streams each island and reads the stream back, which costs twice as
 * much per island and, with eight islands on a product page, a fifth of a page's rendering; the
 * islands here never suspend, so the string is the same. Ids (`useId`) carry the island's prefix,
 * as the browser hydrates them. Islands are prerendered: there is no form action state to restore.
 */
import astroReact from '@astrojs/react/server.js';
import type { NamedSSRLoadedRendererValue } from 'astro';
import { type ComponentType, createElement, memo, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

interface Metadata {
  astroStaticSlot?: boolean;
  hydrate?: string;
}

/** Island ids of each page: `r0`, `r1`, … in render order, as the browser's renderer expects. */
const islandsRendered = new WeakMap<object, number>();
function nextPrefix(result: object): string {
  const count = islandsRendered.get(result) ?? 0;
  islandsRendered.set(result, count + 1);
  return `r${count}`;
}

/** Astro's slotted HTML inside an island, kept as it is when the island hydrates. */
const StaticHtml = memo(
  ({ value, name, hydrate }: { value: string | undefined; name?: string; hydrate: boolean }) =>
    value == null || value.trim() === ''
      ? null
      : createElement(hydrate ? 'astro-slot' : 'astro-static-slot', {
          name,
          suppressHydrationWarning: true,
          dangerouslySetInnerHTML: { __html: value },
        }),
  () => true,
);

const slotName = (name: string) => name.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

function renderToStaticMarkup(
  this: { result?: object } | undefined,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  { default: children, ...slotted }: Record<string, string>,
  metadata?: Metadata,
) {
  const prefix = this?.result ? nextPrefix(this.result) : undefined;
  const hydrate = metadata?.astroStaticSlot ? Boolean(metadata.hydrate) : true;
  const { class: _class, ...rest } = props;
  const named = Object.entries(slotted).map(([key, value]) => {
    const name = slotName(key);
    return [name, createElement(StaticHtml, { hydrate, value, name })] as const;
  });
  const content = (children ?? rest.children) as string | undefined;
  const finalProps: Record<string, unknown> = { ...rest, ...Object.fromEntries(named) };
  if (content != null) finalProps.children = createElement(StaticHtml, { hydrate, value: content }) as ReactNode;
  const html = renderToString(createElement(Component, finalProps), { identifierPrefix: prefix });
  const attrs: Record<string, string> = prefix === undefined ? {} : { prefix };
  return Promise.resolve({ html, attrs });
}

const renderer: NamedSSRLoadedRendererValue = { ...astroReact, renderToStaticMarkup };
export default renderer;
