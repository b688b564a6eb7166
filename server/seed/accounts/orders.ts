import type { Db } from '../../db/index.ts';
import { continueIdsAfterMax, insertRows } from '../insert-rows.ts';
import { cartTotal, priceFor, roundToCents, type PriceRecord } from '../../../src/config/pricing.ts';
import { createRandom, hashSeed, type Random } from '../catalog/random.ts';
import { orderHeaderFor, type OrderHeader } from '../../orders/header.ts';
import type { DemoAccount } from './demo-accounts.ts';
import { carriersFor, lineComments, lineNotes, trackingNumber } from './shipping.ts';

/** Demo order history is dated back from this day, so every seed gives the same rows. */
const ANCHOR_DAY = Date.UTC(2026, 9, 30);
const DAY_MS = 86_400_000;
const FIRST_DOC_NUM = 410_001;
const FIRST_INVOICE = 880_001;

export interface SeedProduct extends PriceRecord {
  sku: string;
  title: string;
}

interface SeedLine {
  sku: string;
  description: string;
  qty: number;
  openQty: number;
  whscode: string;
  price: number;
  notes: string;
  comment: string;
}

interface SeedShipment {
  day: number;
  shipVia: string;
  trackNo: string;
}

export interface SeedOrder {
  accountId: number;
  header: OrderHeader;
  day: number;
  po: string;
  status: 'o' | 'c';
  lines: SeedLine[];
  shipments: SeedShipment[];
}

const isoDay = (day: number) => new Date(day).toISOString().slice(0, 10);

function initials(company: string): string {
  return company
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 3)
    .map((word) => word[0])
    .join('');
}

function makeLines(random: Random, account: DemoAccount, products: readonly SeedProduct[], open: boolean): SeedLine[] {
  const picked = random.sample(products, random.int(1, 4));
  const lines = picked.map((product): SeedLine => {
    const qty = random.chance(0.2) ? random.int(10, 40) : random.int(1, 8);
    const state = open ? random.next() : 1;
    const openQty = state < 0.6 ? qty : state < 0.85 && qty > 1 ? random.int(1, qty - 1) : 0;
    return {
      sku: product.sku,
      description: product.title,
      qty,
      openQty,
      whscode: random.chance(0.8) ? (account.warehouses[0] ?? 'US') : random.pick(account.warehouses),
      price: priceFor(product, account.accountType) ?? 0,
      notes: openQty > 0 && random.chance(0.5) ? random.pick(lineNotes) : '',
      comment: openQty > 0 && random.chance(0.3) ? random.pick(lineComments) : '',
    };
  });
  const first = lines[0];
  if (open && first && lines.every((line) => line.openQty === 0)) first.openQty = first.qty;
  return lines;
}

function makeShipments(random: Random, lines: readonly SeedLine[], orderDay: number, closed: boolean): SeedShipment[] {
  if (!closed && lines.every((line) => line.openQty === line.qty)) return [];
  const count = closed && lines.length > 1 && random.chance(0.25) ? 2 : 1;
  const carrier = random.pick(carriersFor(lines[0]?.whscode ?? 'US'));
  return Array.from({ length: count }, (_, index) => ({
    day: orderDay + (index * 6 + random.int(1, 5)) * DAY_MS,
    shipVia: carrier.name,
    trackNo: trackingNumber(random, carrier.format),
  }));
}

/** The open and closed orders of one demo account, oldest first. */
export function demoOrders(account: DemoAccount, accountId: number, products: readonly SeedProduct[]): SeedOrder[] {
  const random = createRandom(hashSeed(`orders:${account.userName}`));
  const prefix = initials(account.profile.Company);
  const header = orderHeaderFor(account.profile);
  const make = (day: number, status: 'o' | 'c'): SeedOrder => {
    const lines = makeLines(random, account, products, status === 'o');
    const po = random.chance(0.15)
      ? `${prefix}-${random.pick(['Boardroom', 'Lobby', 'Classroom', 'Studio'])} ${random.int(100, 999)}`
      : `${prefix}-${random.int(10000, 99999)}`;
    return { accountId, header, day, po, status, lines, shipments: makeShipments(random, lines, day, status === 'c') };
  };
  const closed = Array.from({ length: account.closedOrders }, (_, i) =>
    make(ANCHOR_DAY - (45 + i * 11 + random.int(0, 6)) * DAY_MS, 'c'),
  );
  const open = Array.from({ length: account.openOrders }, () => make(ANCHOR_DAY - random.int(1, 40) * DAY_MS, 'o'));
  return [...closed, ...open];
}

/**
 * Stores orders of all accounts, numbered in date order as the order system would have done. Their
 * internal keys (doc_entry) are given here too, so lines and shipments go in one statement each.
 */
export async function insertDemoOrders(db: Db, orders: readonly SeedOrder[]): Promise<void> {
  const sorted = [...orders].sort((a, b) => a.day - b.day || a.accountId - b.accountId);
  const docEntryOf = (index: number) => index + 1;
  const headers = sorted.map((order, index) => ({
    doc_entry: docEntryOf(index),
    doc_num: FIRST_DOC_NUM + index,
    account_id: order.accountId,
    po: order.po,
    status: order.status,
    order_date: isoDay(order.day),
    total: cartTotal(order.lines.map((line) => ({ amount: line.price, qty: line.qty }))),
    card_name: order.header.cardName,
    bill_address: order.header.billAddress,
    ship_address: order.header.shipAddress,
    created_at: new Date(order.day).toISOString(),
  }));
  const lines = sorted.flatMap((order, index) =>
    order.lines.map((line, lineNum) => ({
      doc_entry: docEntryOf(index),
      line_num: lineNum,
      item_code: line.sku,
      description: line.description,
      qty: line.qty,
      open_qty: line.openQty,
      whscode: line.whscode,
      price: roundToCents(line.price),
      notes: line.notes,
      comment: line.comment,
    })),
  );
  let invoice = FIRST_INVOICE;
  const shipments = sorted.flatMap((order, index) =>
    order.shipments.map((shipment) => ({
      doc_entry: docEntryOf(index),
      ship_date: isoDay(shipment.day),
      ship_via: shipment.shipVia,
      track_no: shipment.trackNo,
      invoice: String(invoice++),
    })),
  );
  await insertRows(
    db,
    'orders',
    {
      doc_entry: 'integer',
      doc_num: 'integer',
      account_id: 'integer',
      po: 'text',
      status: 'text',
      order_date: 'text',
      total: 'numeric',
      card_name: 'text',
      bill_address: 'text',
      ship_address: 'text',
      created_at: 'text',
    },
    headers,
  );
  await continueIdsAfterMax(db, 'orders', 'doc_entry');
  await insertRows(
    db,
    'order_lines',
    {
      doc_entry: 'integer',
      line_num: 'integer',
      item_code: 'text',
      description: 'text',
      qty: 'integer',
      open_qty: 'integer',
      whscode: 'text',
      price: 'numeric',
      notes: 'text',
      comment: 'text',
    },
    lines,
  );
  await insertRows(
    db,
    'shipments',
    { doc_entry: 'integer', ship_date: 'text', ship_via: 'text', track_no: 'text', invoice: 'text' },
    shipments,
  );
}
