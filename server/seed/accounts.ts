import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { insertAccount } from '../accounts/accounts.ts';
import { hashPasswordSync } from '../auth/passwords.ts';
import { transaction } from '../db/index.ts';
import { createRandom, hashSeed } from './catalog/random.ts';
import { DEMO_PASSWORD, demoAccounts, demoEmail } from './accounts/demo-accounts.ts';
import { demoOrders, insertDemoOrders, type SeedProduct } from './accounts/orders.ts';
import type { SeedOptions } from './index.ts';

const seedProduct = z.object({
  sku: z.string(),
  title: z.string(),
  msrp: z.number(),
  msrp2: z.number(),
  dealer: z.number(),
  direct: z.number(),
  dealer2: z.number(),
  direct2: z.number(),
  stock: z.number(),
});

/** Stock of the EU and Shenzhen warehouses and inbound quantities, for every product with prices. */
function seedWarehouseStock(db: DatabaseSync, products: readonly SeedProduct[]): void {
  const random = createRandom(hashSeed('warehouse-stock'));
  const insert = db.prepare(
    'INSERT INTO warehouse_stock (sku, asn_us, stock_eu, asn_eu, stock_sz, asn_sz) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const maybe = (probability: number, max: number) => (random.chance(probability) ? random.int(1, max) : 0);
  for (const product of products) {
    insert.run(product.sku, maybe(0.35, 200), maybe(0.6, 80), maybe(0.25, 60), maybe(0.7, 400), maybe(0.3, 300));
  }
}

/**
 * The demo accounts (password Demo1234) with their order history, shipments and open items, and the
 * regional stock of the product list. Runs after the catalogue seed: lines use its products and prices.
 */
export function seedAccounts(db: DatabaseSync, _options: SeedOptions): void {
  const products = db
    .prepare(
      'SELECT p.sku, p.title, s.msrp, s.msrp2, s.dealer, s.direct, s.dealer2, s.direct2, s.stock FROM products p JOIN stocks s ON s.sku = p.sku ORDER BY p.sku',
    )
    .all()
    .map((row) => seedProduct.parse(row));
  if (products.length === 0) throw new Error('The accounts seed needs the catalogue: no product has prices');
  transaction(db, () => {
    seedWarehouseStock(db, products);
    const orders = demoAccounts.flatMap((account) => {
      const id = insertAccount(db, {
        userName: account.userName,
        email: demoEmail(account.userName),
        passwordHash: hashPasswordSync(DEMO_PASSWORD),
        accountType: account.accountType,
        canImpersonate: account.canImpersonate,
        profile: account.profile,
      });
      return demoOrders(account, id, products);
    });
    insertDemoOrders(db, orders);
  });
}
