-- HTML is cleaned when it is written: each table holding catalogue or content HTML marks its row
-- with the digest of its HTML columns as cleaned (server/http/visible-html.ts). A read uses a row
-- whose columns still match its digest as it is, and cleans any other: a row written by hand in
-- SQL, or one older than this column (NULL), until the server's sweep cleans and marks it.
ALTER TABLE products ADD COLUMN html_digest text;
ALTER TABLE product_faqs ADD COLUMN html_digest text;
ALTER TABLE solutions ADD COLUMN html_digest text;
ALTER TABLE blogs ADD COLUMN html_digest text;
ALTER TABLE news ADD COLUMN html_digest text;
