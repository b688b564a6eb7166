import astroReact from '@astrojs/react/server.js';
import type { NamedSSRLoadedRendererValue } from 'astro';
import { forwardRef, memo, useId } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sameFirstHtmlForAnyProps } from './first-html.ts';
import renderer from './react-server.ts';

vi.mock('astro:react:opts', () => ({ default: {} }));

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} name="term" />
    </p>
  );
}

const render = (r: NamedSSRLoadedRendererValue, result: object, props: Record<string, unknown>, slots = {}) =>
  r.renderToStaticMarkup.call({ result }, Field, props, slots, undefined);

/** Island metadata of a project directive (Astro's types name only its own). */
const hydratedOn = (directive: string) => ({ hydrate: directive }) as never;

describe('the React server renderer', () => {
  it("renders an island as Astro's React renderer does, ids prefixed as the browser hydrates them", async () => {
    const ours = await render(renderer, {}, { label: 'Search' });
    const astros = await render(astroReact, {}, { label: 'Search' });
    expect(ours).toEqual(astros);
    expect(ours.html).toBe('<p><label for="_r0R_0_">Search</label><input id="_r0R_0_" name="term"/></p>');
    expect(ours.attrs).toEqual({ prefix: 'r0' });
  });

  it('numbers the islands of each page apart, so no two islands of a page share an id', async () => {
    const page = {};
    const first = await render(renderer, page, { label: 'One' });
    const second = await render(renderer, page, { label: 'Two' });
    const otherPage = await render(renderer, {}, { label: 'One' });
    expect([first.attrs?.prefix, second.attrs?.prefix, otherPage.attrs?.prefix]).toEqual(['r0', 'r1', 'r0']);
    expect(second.html).toContain('id="_r1R_0_"');
  });

  it('draws an island without props once for each place it takes on a page, and one with props every time', async () => {
    const bare = vi.fn(() => <Field label="Sign in" />);
    const drawBare = (page: object) => renderer.renderToStaticMarkup.call({ result: page }, bare, {}, {}, undefined);
    const first = await drawBare({});
    const again = await drawBare({});
    expect(again).toEqual(first);
    expect(bare).toHaveBeenCalledTimes(1);
    const page = {};
    await render(renderer, page, { label: 'Before' });
    const secondPlace = await drawBare(page);
    expect(secondPlace.html).toContain('id="_r1R_0_"');
    expect(bare).toHaveBeenCalledTimes(2);

    const withProps = vi.fn(Field);
    const drawWithProps = () =>
      renderer.renderToStaticMarkup.call({ result: {} }, withProps, { label: 'Term' }, {}, undefined);
    await drawWithProps();
    await drawWithProps();
    expect(withProps).toHaveBeenCalledTimes(2);
  });

  it('draws no first HTML for an island only signed-in visitors hydrate, and keeps its place in the id order', async () => {
    const page = {};
    const signedInOnly = vi.fn(Field);
    const panel = await renderer.renderToStaticMarkup.call(
      { result: page },
      signedInOnly,
      { label: 'Price' },
      {},
      hydratedOn('signed-in'),
    );
    expect(panel).toEqual({ html: '', attrs: { prefix: 'r0' } });
    expect(signedInOnly).not.toHaveBeenCalled();
    const next = await renderer.renderToStaticMarkup.call(
      { result: page },
      Field,
      { label: 'Share' },
      {},
      hydratedOn('interaction'),
    );
    expect(next.attrs).toEqual({ prefix: 'r1' });
    expect(next.html).toContain('Share');
  });

  it('draws an island marked as the same for any props once for each place, unless it holds slotted HTML', async () => {
    const marked = vi.fn(({ label: _label }: { label: string }) => <Field label="Ask" />);
    sameFirstHtmlForAnyProps(marked);
    const draw = (label: string, slots = {}) =>
      renderer.renderToStaticMarkup.call({ result: {} }, marked, { label }, slots, undefined);
    const first = await draw('AV-1');
    expect(await draw('HD-9')).toEqual(first);
    expect(marked).toHaveBeenCalledTimes(1);
    await draw('AV-1', { default: '<p>Slotted</p>' });
    expect(marked).toHaveBeenCalledTimes(2);
  });

  it("keeps Astro's slotted HTML inside the island, as Astro's renderer does", async () => {
    const slots = { default: '<em>Child</em>', 'extra-info': '<b>Named</b>' };
    const ours = await render(renderer, {}, { label: 'Slots' }, slots);
    const astros = await render(astroReact, {}, { label: 'Slots' }, slots);
    expect(ours).toEqual(astros);
  });
});

describe("the React renderer's check", () => {
  it('claims function components and React element types without rendering them', async () => {
    const component = vi.fn(() => <p>Rendered</p>);
    await expect(renderer.check.call({ result: {} }, component, {}, {})).resolves.toBe(true);
    await expect(renderer.check(memo(Field), {}, {})).resolves.toBe(true);
    await expect(
      renderer.check(
        forwardRef(() => null),
        {},
        {},
      ),
    ).resolves.toBe(true);
    expect(component).not.toHaveBeenCalled();
  });

  it('does not claim what is not a component', async () => {
    for (const value of ['div', 42, null, undefined, {}, { $$typeof: Symbol.for('solid') }]) {
      await expect(renderer.check(value, {}, {})).resolves.toBe(false);
    }
  });
});
