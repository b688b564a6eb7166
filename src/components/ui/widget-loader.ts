/**
 * Loads third-party widget scripts named by `[data-widget-script]` slots once the page is
 * interactive: after the load event, when the browser is next idle. They never block the page.
 */
export function loadWidgetsWhenIdle(): void {
  const slots = document.querySelectorAll<HTMLElement>('[data-widget-script]');
  if (slots.length === 0) return;
  const load = () => {
    for (const slot of slots) {
      const src = slot.dataset.widgetScript;
      if (!src) continue;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      slot.append(script);
    }
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 3000 }) : setTimeout(load);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
