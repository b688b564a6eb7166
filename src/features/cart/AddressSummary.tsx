import type { UserInfo } from '../../api/session.ts';

interface AddressSummaryProps {
  title: string;
  lines: ReadonlyArray<string | null>;
}

/** One address block of the cart (shipping or billing), from the profile. */
export function AddressSummary({ title, lines }: AddressSummaryProps) {
  return (
    <section className="cart-summary__address" aria-label={title}>
      <h2>{title}</h2>
      <address>
        {lines
          .filter((line): line is string => Boolean(line && line.trim()))
          .map((line) => (
            <div key={line}>{line}</div>
          ))}
      </address>
    </section>
  );
}

export function shippingLines(info: UserInfo): Array<string | null> {
  return [
    info.ShipCompany,
    info.ShipContact,
    info.ShipAddress,
    info.ShipAddress2,
    `${info.ShipCity}, ${info.ShipState} ${info.ShipZip}`,
    info.ShipCountry,
  ];
}

export function billingLines(info: UserInfo): Array<string | null> {
  return [
    info.Company,
    info.Contact,
    info.Address,
    info.Address2,
    `${info.City}, ${info.State} ${info.Zip}`,
    info.Country,
    info.Phone,
  ];
}
