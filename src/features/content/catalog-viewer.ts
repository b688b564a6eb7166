/** Replaces the viewer's button with the catalogue PDF in the browser's document viewer. */
export function initCatalogViewer(element: HTMLElement): void {
  const button = element.querySelector('button');
  const pdf = element.dataset.pdf;
  if (!button || !pdf) return;
  button.addEventListener('click', () => {
    const viewer = document.createElement('iframe');
    viewer.className = 'catalog-viewer';
    viewer.title = 'AVConnect Pro product catalogue';
    viewer.src = pdf;
    element.replaceWith(viewer);
    viewer.focus();
  });
}
