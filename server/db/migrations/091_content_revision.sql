-- Blog posts, news and partners are shown by the static pages too: every change to them bumps
-- meta.catalog_revision, as catalogue rows do (see 090_catalog_revision.sql).
CREATE TRIGGER blogs_insert_revision AFTER INSERT ON blogs BEGIN UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalog_revision'; END;
CREATE TRIGGER blogs_update_revision AFTER UPDATE ON blogs BEGIN UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalog_revision'; END;
CREATE TRIGGER blogs_delete_revision AFTER DELETE ON blogs BEGIN UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalog_revision'; END;
CREATE TRIGGER news_insert_revision AFTER INSERT ON news BEGIN UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalog_revision'; END;
CREATE TRIGGER news_update_revision AFTER UPDATE ON news BEGIN UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalog_revision'; END;
CREATE TRIGGER news_delete_revision AFTER DELETE ON news BEGIN UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalog_revision'; END;
CREATE TRIGGER partners_insert_revision AFTER INSERT ON partners BEGIN UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalog_revision'; END;
CREATE TRIGGER partners_update_revision AFTER UPDATE ON partners BEGIN UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalog_revision'; END;
CREATE TRIGGER partners_delete_revision AFTER DELETE ON partners BEGIN UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalog_revision'; END;
