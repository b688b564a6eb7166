import type { Db } from '../../db/index.ts';
import { insertRows } from '../insert-rows.ts';
import type { ProductDraft } from './products.ts';

/**
 * Writes a batch of products and everything hanging off them (prices, files, videos, FAQ), a few
 * statements per batch. Call inside the seed's transaction.
 */
export async function writeProducts(db: Db, drafts: readonly ProductDraft[]): Promise<void> {
  await insertRows(
    db,
    'products',
    {
      sku: 'text',
      pkskuid: 'integer',
      sku_key: 'text',
      subcategory_id: 'integer',
      title: 'text',
      subtitle: 'text',
      upc: 'text',
      summary: 'text',
      description: 'text',
      features: 'text',
      specs: 'text',
      image1: 'text',
      image2: 'text',
      image3: 'text',
      pageimage: 'text',
      thumbnail: 'text',
      kproimage: 'text',
      is_new: 'boolean',
      hd4k: 'boolean',
      is_taa: 'boolean',
      metatitle: 'text',
      metadesc: 'text',
      metakeywords: 'text',
      released_on: 'text',
    },
    drafts.map((p) => {
      const [image1 = null, image2 = null, image3 = null] = p.images;
      return {
        sku: p.sku,
        pkskuid: p.pkskuid,
        sku_key: p.skuKey,
        subcategory_id: p.subcategoryId,
        title: p.title,
        subtitle: p.subtitle,
        upc: p.upc,
        summary: p.summary,
        description: p.description,
        features: p.features,
        specs: p.specs,
        image1,
        image2,
        image3,
        pageimage: image1,
        thumbnail: image1,
        kproimage: image1,
        is_new: p.isNew,
        hd4k: p.hd4k,
        is_taa: p.isTaa,
        metatitle: p.metatitle,
        metadesc: p.metadesc,
        metakeywords: p.metakeywords,
        released_on: p.releasedOn,
      };
    }),
  );
  await insertRows(
    db,
    'stocks',
    {
      sku: 'text',
      msrp: 'numeric',
      msrp2: 'numeric',
      dealer: 'numeric',
      direct: 'numeric',
      dealer2: 'numeric',
      direct2: 'numeric',
      stock: 'integer',
    },
    drafts.map((p) => ({ sku: p.sku, ...p.stock })),
  );
  await insertRows(
    db,
    'product_files',
    { sku: 'text', kind: 'text', position: 'integer', file_path: 'text', filetype: 'text', filesize: 'text' },
    drafts.flatMap((p) =>
      p.files.map(({ kind, file }, position) => ({
        sku: p.sku,
        kind,
        position,
        file_path: file.path,
        filetype: file.filetype,
        filesize: file.filesize,
      })),
    ),
  );
  await insertRows(
    db,
    'product_videos',
    { sku: 'text', position: 'integer', video1: 'text', title: 'text', link: 'text' },
    drafts.flatMap((p) => p.videos.map((v, position) => ({ sku: p.sku, position, ...v }))),
  );
  await insertRows(
    db,
    'product_faqs',
    { sku: 'text', position: 'integer', question: 'text', answer: 'text' },
    drafts.flatMap((p) => p.faqs.map((q, position) => ({ sku: p.sku, position, ...q }))),
  );
}
