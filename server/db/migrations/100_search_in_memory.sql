-- Search reads the catalogue into memory (server/catalog/search.ts): the FTS5 indexes it used are dropped.
DROP TABLE IF EXISTS product_search;
DROP TABLE IF EXISTS sku_search;
DROP TABLE IF EXISTS product_words;
