/**
 * A page that draws its content by script once its own load event has passed (the compare page
 * draws the products it fetches) says so on <html data-drawing> until that content, images
 * included, is ready to paint. What is to start only once the page is shown (a dealer's code,
 * `whenSignedIn`) waits for it too, so it never takes the connection from those images.
 */
const DRAWING = 'drawing';
const DRAWN_EVENT = 'av:content-drawn';

/** Marks the page as drawing its content; the function returned marks it drawn (or given up). */
export function drawingContent(): () => void {
  const root = document.documentElement;
  root.dataset[DRAWING] = '';
  return () => {
    delete root.dataset[DRAWING];
    window.dispatchEvent(new Event(DRAWN_EVENT));
  };
}

/** Runs `then` once the page is not drawing its content: at once on a page that never does. */
export function afterContentDrawn(then: () => void): void {
  if (!(DRAWING in document.documentElement.dataset)) then();
  else window.addEventListener(DRAWN_EVENT, () => afterContentDrawn(then), { once: true });
}
