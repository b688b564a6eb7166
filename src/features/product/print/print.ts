import QRCode from 'qrcode';
import { timing } from '../../../config/timing.ts';
import { shareUrl } from '../share/share.ts';
import { printSheetHtml } from './print-sheet.ts';
import { sheetFromPage } from './sheet-from-page.ts';

/** Loaded on the first click on Print: the sheet builder and the QR encoder stay off the page until then. */

export const POPUP_BLOCKED = 'Popup blocked. Please allow popups or use the browser print (Ctrl/Cmd+P).';
const FRAME_ID = 'product-print-frame';

/** How long to wait before printing: 300 ms with no images, else 200 ms after the last one loaded. */
export const printDelayMs = (imageCount: number) =>
  imageCount === 0 ? timing.printDelayNoImagesMs : timing.printDelayAfterImagesMs;

/** Resolves with the number of images once every one has loaded or failed. */
function imagesSettled(doc: Document): Promise<number> {
  const images = [...doc.images];
  return Promise.all(
    images.map((image) =>
      image.complete
        ? undefined
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  ).then(() => images.length);
}

async function writeAndPrint(target: Window, html: string): Promise<void> {
  const doc = target.document;
  doc.open();
  doc.write(html);
  doc.close();
  const count = await imagesSettled(doc);
  await new Promise((resolve) => setTimeout(resolve, printDelayMs(count)));
  target.focus();
  target.print();
}

/** A fresh hidden frame for the sheet; the previous sheet's frame leaves first. */
function hiddenFrame(): Window {
  document.getElementById(FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = 'Printable product sheet';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
  document.body.append(frame);
  const target = frame.contentWindow;
  if (!target) throw new Error('The print frame has no window');
  return target;
}

async function printHtml(html: string): Promise<void> {
  try {
    await writeAndPrint(hiddenFrame(), html);
  } catch (cause) {
    console.warn(new Error('Printing in a frame failed; trying a new window', { cause }));
    const popup = window.open('', '_blank');
    if (!popup) {
      window.alert(POPUP_BLOCKED);
      return;
    }
    await writeAndPrint(popup, html);
  }
}

/** Builds this product page's printable sheet, with a QR code of its public address, and prints it. */
export async function printProductSheet(siteOrigin: string): Promise<void> {
  const { path, ...sheet } = sheetFromPage(document);
  const url = shareUrl(path, window.location.origin, siteOrigin);
  const qrImage = await QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  await printHtml(printSheetHtml({ ...sheet, url, qrImage }));
}
