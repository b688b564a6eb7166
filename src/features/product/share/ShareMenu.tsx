import { useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../notify/notify.ts';
import { shareLinks, shareUrl, type ShareNetwork } from './share.ts';
import './share.css';

export interface ShareMenuProps {
  sku: string;
  upc: string;
  title: string;
  image: string;
  path: string;
  /** Plain text, already truncated (see `shareDescription`). */
  description: string;
  /** The public origin, used for shared links when the page runs on a local host. */
  siteOrigin: string;
}

export const COPY_SUCCESS = 'Link copied to clipboard';
export const COPY_FAILURE = 'Unable to copy link';

const networks: ReadonlyArray<[ShareNetwork, string]> = [
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['linkedin', 'LinkedIn'],
  ['whatsapp', 'WhatsApp'],
  ['email', 'Email'],
];

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify(COPY_SUCCESS);
  } catch (cause) {
    console.warn(new Error('Copying the link failed', { cause }));
    notify(COPY_FAILURE, 'error');
  }
}

/**
 * The product page's Share menu: a preview of what is shared and one action per channel. The
 * button toggles it; a click outside or Escape closes it.
 */
export default function ShareMenu(props: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const url = open ? shareUrl(props.path, window.location.origin, props.siteOrigin) : '';
  const links = open ? shareLinks({ title: props.title, url, description: props.description }) : undefined;
  const canShare = open && typeof navigator.share === 'function';
  const close = () => setOpen(false);

  return (
    <div className="share" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Share
      </button>
      {links && (
        <div className="share__panel" id={menuId} role="group" aria-label="Share this product">
          <div className="share__preview">
            {props.image && <img src={props.image} alt="" width="64" height="64" />}
            <div>
              <p className="share__title">{props.title}</p>
              <p>SKU: {props.sku}</p>
              {props.upc && <p>UPC: {props.upc}</p>}
            </div>
          </div>
          <ul className="share__actions">
            {canShare && (
              <li>
                <button
                  type="button"
                  onClick={() => {
                    navigator
                      .share({ title: props.title, text: props.description, url })
                      .catch((cause: unknown) => console.info(new Error('Device share ended', { cause })));
                    close();
                  }}
                >
                  Share on this device
                </button>
              </li>
            )}
            {networks.map(([network, label]) => (
              <li key={network}>
                <a
                  href={links[network]}
                  target={network === 'email' ? undefined : '_blank'}
                  rel="noopener noreferrer"
                  onClick={close}
                >
                  {label}
                </a>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => {
                  void copyLink(url);
                  close();
                }}
              >
                Copy Link
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
