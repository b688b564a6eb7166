/** The order number of /account/order/{orderId}; undefined for anything but a positive integer. */
export function orderIdOf(pathname: string): number | undefined {
  const match = /^\/account\/order\/(\d{1,9})\/?$/.exec(pathname.slice(0, 40));
  const id = match?.[1] ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
