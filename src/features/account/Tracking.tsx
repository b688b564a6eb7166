import { orMissing } from './format.ts';
import { trackingLink } from './tracking.ts';

/** A tracking number: a link to the carrier's tracking page when the ship-via names one, else text. */
export function Tracking({ shipVia, trackNo }: { shipVia: string | null | undefined; trackNo: string | null }) {
  const link = trackingLink(shipVia, trackNo);
  if (!link || !trackNo) return orMissing(trackNo);
  return (
    <a
      className="account-tracking"
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${trackNo}: track with ${link.carrier} (opens in a new tab)`}
    >
      {trackNo}
    </a>
  );
}
