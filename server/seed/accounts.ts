import { insertAccount } from '../accounts/accounts.ts';
import { hashPasswordSync } from '../auth/passwords.ts';
import { sql, type Db } from '../db/index.ts';
import { createRandom, hashSeed } from './catalog/random.ts';
import { DEMO_PASSWORD, demoAccounts, demoEmail } from './accounts/demo-accounts.ts';
import { demoOrders, insertDemoOrders, type SeedOrder, type SeedProduct } from './accounts/orders.ts';
import { insertRows } from './insert-rows.ts';
import type { SeedOptions } from './index.ts';

/** Stock of the EU and Shenzhen warehouses and inbound quantities, for every product with prices. */
async function seedWarehouseStock(db: Db, products: readonly SeedProduct[]): Promise<void> {
  const random = createRandom(hashSeed('warehouse-stock'));
  const maybe = (probability: number, max: number) => (random.chance(probability) ? random.int(1, max) : 0);
  const rows = products.map((product) => ({
    sku: product.sku,
    asn_us: maybe(0.35, 200),
    stock_eu: maybe(0.6, 80),
    asn_eu: maybe(0.25, 60),
    stock_sz: maybe(0.7, 400),
    asn_sz: maybe(0.3, 300),
  }));
  await insertRows(
    db,
    'warehouse_stock',
    {
      sku: 'text',
      asn_us: 'integer',
      stock_eu: 'integer',
      asn_eu: 'integer',
      stock_sz: 'integer',
      asn_sz: 'integer',
    },
    rows,
  );
}

/**
 * The demo accounts (password Demo1234) with their order history, shipments and open items, and the
 * regional stock of the product list. Runs after the catalogue seed, inside the same transaction:
 * lines use its products and prices.
 */
export async function seedAccounts(db: Db, _options: SeedOptions): Promise<void> {
  const { rows: products } = await sql<SeedProduct>`SELECT p.sku, p.title, s.msrp, s.msrp2, s.dealer, s.direct,
      s.dealer2, s.direct2, s.stock
    FROM products p JOIN stocks s ON s.sku = p.sku ORDER BY p.sku COLLATE "C"`.execute(db);
  if (products.length === 0) throw new Error('The accounts seed needs the catalogue: no product has prices');
  await seedWarehouseStock(db, products);
  const orders: SeedOrder[] = [];
  // One at a time, in list order: account ids follow the list.
  for (const account of demoAccounts) {
    const id = await insertAccount(db, {
      userName: account.userName,
      email: demoEmail(account.userName),
      passwordHash: hashPasswordSync(DEMO_PASSWORD),
      accountType: account.accountType,
      canImpersonate: account.canImpersonate,
      profile: account.profile,
    });
    orders.push(...demoOrders(account, id, products));
  }
  await insertDemoOrders(db, orders);
}
