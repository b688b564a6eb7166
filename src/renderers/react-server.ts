/**
 * Server side of the React renderer: renders an island's first HTML with React's `renderToString`.
 * Astro's own React renderer streams each island and reads the stream back, which costs twice as
 * much per island and, with eight islands on a product page, a fifth of a page's rendering; the
 * islands here never suspend, so the string is the same. Ids (`useId`) carry the island's prefix,
 * as the browser hydrates them. Islands are prerendered: there is no form action state to restore.
 * Its `check` answers without the trial render Astro's does (see `isReactComponent`).
 */
import astroReact from '@astrojs/react/server.js';
import type { NamedSSRLoadedRendererValue } from 'astro';
import { type ComponentType, createElement, memo, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SIGNED_IN_DIRECTIVE } from '../directives/index.ts';
import { drawsSameForAnyProps } from './first-html.ts';

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

/**
 * Astro asks the renderers whether each island's component is theirs before rendering it. Astro's
 * React check answers with a trial render (a streamed render of the component inside a tester), so
 * every island rendered twice (at 5,000 products, ~3 s of a 45 s build's CPU). React is the site's
 * only component renderer, and Astro hands a component no renderer claims to the only one there is,
 * so the trial proves nothing here: a function or a React element type (memo, forwardRef, lazy) is
 * React's.
 */
export function isReactComponent(Component: unknown): Promise<boolean> {
  if (typeof Component === 'function') return Promise.resolve(true);
  const type =
    typeof Component === 'object' && Component !== null ? (Component as { $$typeof?: unknown }).$$typeof : undefined;
  return Promise.resolve(typeof type === 'symbol' && String(type).startsWith('Symbol(react.'));
}

/**
 * First HTML of islands that draw the same on every page, by component and island id prefix: those
 * without props or children (the header's sign-in, account and search islands) and those marked as
 * drawing the same for any props (first-html.ts). React draws each once per build.
 */
const drawnOnce = new WeakMap<object, Map<string | undefined, string>>();

function drawn(
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  prefix: string | undefined,
  slotted: boolean,
) {
  const draw = () => renderToString(createElement(Component, props), { identifierPrefix: prefix });
  const same = Object.keys(props).length === 0 || (!slotted && drawsSameForAnyProps(Component));
  if (!same) return draw();
  let byPrefix = drawnOnce.get(Component);
  if (byPrefix === undefined) drawnOnce.set(Component, (byPrefix = new Map()));
  let html = byPrefix.get(prefix);
  if (html === undefined) {
    html = draw();
    byPrefix.set(prefix, html);
  }
  return html;
}

const slotName = (name: string) => name.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

function renderToStaticMarkup(
  this: { result?: object } | undefined,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  { default: children, ...slotted }: Record<string, string>,
  metadata?: Metadata,
) {
  const prefix = this?.result ? nextPrefix(this.result) : undefined;
  const attrs: Record<string, string> = prefix === undefined ? {} : { prefix };
  // An island hydrated only for a signed-in visitor has no first HTML: a built page is the same for
  // everyone, and such an island shows nothing without a session (the price panel waits for the
  // browser). React is not asked to draw that nothing (60 µs of every product page); the island
  // keeps its place in the page's id order.
  if (metadata?.hydrate === SIGNED_IN_DIRECTIVE) return Promise.resolve({ html: '', attrs });
  const hydrate = metadata?.astroStaticSlot ? Boolean(metadata.hydrate) : true;
  const { class: _class, ...rest } = props;
  const named = Object.entries(slotted).map(([key, value]) => {
    const name = slotName(key);
    return [name, createElement(StaticHtml, { hydrate, value, name })] as const;
  });
  const content = (children ?? rest.children) as string | undefined;
  const finalProps: Record<string, unknown> = { ...rest, ...Object.fromEntries(named) };
  if (content != null) finalProps.children = createElement(StaticHtml, { hydrate, value: content }) as ReactNode;
  const html = drawn(Component, finalProps, prefix, content != null || named.length > 0);
  return Promise.resolve({ html, attrs });
}

const renderer: NamedSSRLoadedRendererValue = { ...astroReact, check: isReactComponent, renderToStaticMarkup };
export default renderer;
