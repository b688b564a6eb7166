import type { DatabaseSync } from 'node:sqlite';
import type { ProductDraft } from './products.ts';

const flag = (value: boolean) => (value ? 1 : 0);

/**
 * Prepared inserts for a product and everything hanging off it (prices, files, videos, FAQ). Call
 * inside one transaction: 20,000 products then take seconds, not minutes.
 */
export function productWriter(db: DatabaseSync): (draft: ProductDraft) => void {
  const product = db.prepare(`INSERT INTO products (sku, pkskuid, sku_key, subcategory_id, title, subtitle, upc,
    summary, description, features, specs, image1, image2, image3, pageimage, thumbnail, kproimage, is_new, hd4k, is_taa,
    metatitle, metadesc, metakeywords, released_on)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const stock = db.prepare(`INSERT INTO stocks (sku, msrp, msrp2, dealer, direct, dealer2, direct2, stock)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const file = db.prepare(
    `INSERT INTO product_files (sku, kind, position, file_path, filetype, filesize) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const video = db.prepare('INSERT INTO product_videos (sku, position, video1, title, link) VALUES (?, ?, ?, ?, ?)');
  const faq = db.prepare('INSERT INTO product_faqs (sku, position, question, answer) VALUES (?, ?, ?, ?)');

  return (p) => {
    const [image1 = null, image2 = null, image3 = null] = p.images;
    product.run(
      p.sku,
      p.pkskuid,
      p.skuKey,
      p.subcategoryId,
      p.title,
      p.subtitle,
      p.upc,
      p.summary,
      p.description,
      p.features,
      p.specs,
      image1,
      image2,
      image3,
      image1,
      image1,
      image1,
      flag(p.isNew),
      flag(p.hd4k),
      flag(p.isTaa),
      p.metatitle,
      p.metadesc,
      p.metakeywords,
      p.releasedOn,
    );
    const s = p.stock;
    stock.run(p.sku, s.msrp, s.msrp2, s.dealer, s.direct, s.dealer2, s.direct2, s.stock);
    p.files.forEach(({ kind, file: f }, i) => file.run(p.sku, kind, i, f.path, f.filetype, f.filesize));
    p.videos.forEach((v, i) => video.run(p.sku, i, v.video1, v.title, v.link));
    p.faqs.forEach((q, i) => faq.run(p.sku, i, q.question, q.answer));
  };
}
