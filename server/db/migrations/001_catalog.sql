-- The product catalogue: categories, subcategories, products with their media, FAQ and prices,
-- the home page lists and the solutions pages.

-- For every category and subcategory, slug = lowercase name with spaces as hyphens (the site's link rule).
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  metadesc TEXT,
  metakeywords TEXT
);

CREATE TABLE subcategories (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES categories (id),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  metadesc TEXT,
  metakeywords TEXT,
  UNIQUE (category_id, slug)
);

-- subcategory_id is NULL for the few products that belong to no category (they have no page).
-- sku_key is the hyphen-free upper-case sku: links may use it, so it is unique as well.
CREATE TABLE products (
  sku TEXT PRIMARY KEY,
  pkskuid INTEGER NOT NULL UNIQUE,
  sku_key TEXT NOT NULL UNIQUE,
  subcategory_id INTEGER REFERENCES subcategories (id),
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  upc TEXT NOT NULL,
  -- Plain-text first sentence of the description, for product cards.
  summary TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  features TEXT NOT NULL DEFAULT '',
  specs TEXT NOT NULL DEFAULT '',
  image1 TEXT,
  image2 TEXT,
  image3 TEXT,
  pageimage TEXT,
  thumbnail TEXT,
  kproimage TEXT,
  is_new INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  hd4k INTEGER NOT NULL DEFAULT 0 CHECK (hd4k IN (0, 1)),
  is_taa INTEGER NOT NULL DEFAULT 0 CHECK (is_taa IN (0, 1)),
  metatitle TEXT,
  metadesc TEXT,
  metakeywords TEXT,
  released_on TEXT NOT NULL
);
CREATE INDEX products_by_subcategory ON products (subcategory_id, pkskuid);
CREATE INDEX products_new ON products (is_new, released_on);

CREATE TABLE stocks (
  sku TEXT PRIMARY KEY REFERENCES products (sku),
  msrp REAL NOT NULL,
  msrp2 REAL NOT NULL,
  dealer REAL NOT NULL,
  direct REAL NOT NULL,
  dealer2 REAL NOT NULL,
  direct2 REAL NOT NULL,
  stock INTEGER NOT NULL
);

-- Diagrams, panel drawings and downloads. file_path is relative to the uploads folder.
CREATE TABLE product_files (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL REFERENCES products (sku),
  kind TEXT NOT NULL CHECK (kind IN ('diagram', 'panel', 'download')),
  position INTEGER NOT NULL,
  file_path TEXT NOT NULL,
  filetype TEXT NOT NULL,
  filesize TEXT NOT NULL
);
CREATE INDEX product_files_by_sku ON product_files (sku, kind, position);

CREATE TABLE product_videos (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL REFERENCES products (sku),
  position INTEGER NOT NULL,
  video1 TEXT NOT NULL,
  title TEXT NOT NULL,
  link TEXT NOT NULL
);
CREATE INDEX product_videos_by_sku ON product_videos (sku, position);

-- answer is HTML; it may hold hidden blocks that the site removes before display.
CREATE TABLE product_faqs (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL REFERENCES products (sku),
  position INTEGER NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL
);
CREATE INDEX product_faqs_by_sku ON product_faqs (sku, position);

-- The home page carousels: banner products and featured products, in display order.
CREATE TABLE home_products (
  list TEXT NOT NULL CHECK (list IN ('banner', 'featured')),
  position INTEGER NOT NULL,
  sku TEXT NOT NULL REFERENCES products (sku),
  PRIMARY KEY (list, position)
);

-- Solutions by application; id is the appId of the spec (classroom 1 ... hospitality 10).
CREATE TABLE solutions (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  appname TEXT NOT NULL,
  apptext TEXT NOT NULL,
  banner TEXT NOT NULL,
  thumbnail TEXT NOT NULL,
  sku TEXT NOT NULL REFERENCES products (sku),
  metatitle TEXT,
  metadesc TEXT,
  metakeywords TEXT
);

CREATE TABLE solution_products (
  solution_id INTEGER NOT NULL REFERENCES solutions (id),
  tab TEXT NOT NULL CHECK (tab IN ('Converters', 'Extenders', 'Splitters', 'Switchers')),
  position INTEGER NOT NULL,
  sku TEXT NOT NULL REFERENCES products (sku),
  PRIMARY KEY (solution_id, tab, position)
);

-- Suggestion indexes, rowid = products.pkskuid. Trigrams find any part of three characters or more:
-- of the hyphen-free sku, title or subtitle (product_search) and of the sku alone (sku_search).
-- product_words indexes whole words with one- and two-letter prefixes for the first keystrokes.
CREATE VIRTUAL TABLE product_search USING fts5 (sku_key, title, subtitle, tokenize = 'trigram');
CREATE VIRTUAL TABLE sku_search USING fts5 (sku_key, tokenize = 'trigram');
CREATE VIRTUAL TABLE product_words USING fts5 (title, subtitle, content = '', prefix = '1 2');
