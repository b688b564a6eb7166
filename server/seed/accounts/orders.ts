import type { DatabaseSync } from 'node:sqlite';
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

/** Stores orders of all accounts, numbered in date order as the order system would have done. */
export function insertDemoOrders(db: DatabaseSync, orders: readonly SeedOrder[]): void {
  const sorted = [...orders].sort((a, b) => a.day - b.day || a.accountId - b.accountId);
  const insertOrder = db.prepare(
    `INSERT INTO orders (doc_num, account_id, po, status, order_date, total, card_name, bill_address, ship_address, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (doc_entry, line_num, item_code, description, qty, open_qty, whscode, price, notes, comment)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertShipment = db.prepare(
    'INSERT INTO shipments (doc_entry, ship_date, ship_via, track_no, invoice) VALUES (?, ?, ?, ?, ?)',
  );
  let invoice = FIRST_INVOICE;
  sorted.forEach((order, index) => {
    const total = cartTotal(order.lines.map((line) => ({ amount: line.price, qty: line.qty })));
    const created = new Date(order.day).toISOString();
    const docEntry = Number(
      insertOrder.run(
        FIRST_DOC_NUM + index,
        order.accountId,
        order.po,
        order.status,
        isoDay(order.day),
        total,
        order.header.cardName,
        order.header.billAddress,
        order.header.shipAddress,
        created,
      ).lastInsertRowid,
    );
    order.lines.forEach((line, lineNum) => {
      insertLine.run(
        docEntry,
        lineNum,
        line.sku,
        line.description,
        line.qty,
        line.openQty,
        line.whscode,
        roundToCents(line.price),
        line.notes,
        line.comment,
      );
    });
    for (const shipment of order.shipments) {
      insertShipment.run(docEntry, isoDay(shipment.day), shipment.shipVia, shipment.trackNo, String(invoice++));
    }
  });
}
