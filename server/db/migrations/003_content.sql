-- Content pages: partners, news and blog.

CREATE TABLE partners (
  id INTEGER PRIMARY KEY,
  region TEXT NOT NULL CHECK (region IN ('North America', 'EMEA', 'South America', 'Asia')),
  name TEXT NOT NULL,
  logo TEXT NOT NULL,
  city TEXT NOT NULL,
  address TEXT NOT NULL,
  tel TEXT NOT NULL,
  email TEXT NOT NULL,
  url TEXT NOT NULL
);

CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  teaser TEXT NOT NULL,
  newslink TEXT,
  newsdate TEXT NOT NULL,
  newscontent TEXT NOT NULL
);

-- A post belongs to a product subcategory: its parent/child category labels and related
-- subcategories come from the catalogue.
CREATE TABLE blogs (
  pkblogid INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  blogdate TEXT NOT NULL,
  content TEXT NOT NULL,
  meta_description TEXT NOT NULL DEFAULT '',
  meta_keywords TEXT NOT NULL DEFAULT '',
  subcategory_id INTEGER NOT NULL,
  childimg TEXT NOT NULL
);
CREATE INDEX blogs_by_date ON blogs (blogdate DESC, pkblogid DESC);
