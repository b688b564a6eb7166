-- Staff edit and create news items and partners as well as products and blog posts. A created
-- record's draft has a key of its own (`new-…`) until a publish inserts the row; its revision's
-- `before` is then JSON null, so a rollback deletes the row again.
ALTER TABLE content_drafts DROP CONSTRAINT content_drafts_kind_check;
ALTER TABLE content_drafts ADD CONSTRAINT content_drafts_kind_check
  CHECK (kind IN ('product', 'blog', 'news', 'partner'));
