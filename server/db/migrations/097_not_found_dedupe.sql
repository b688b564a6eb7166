-- Not-found reports are kept once per address and referrer, with how often and when last reported;
-- duplicates stored before are folded into their first row.
ALTER TABLE not_found_reports ADD COLUMN hits INTEGER NOT NULL DEFAULT 1;
ALTER TABLE not_found_reports ADD COLUMN last_at TEXT;
UPDATE not_found_reports SET
  hits = (SELECT count(*) FROM not_found_reports o WHERE o.url = not_found_reports.url AND o.referrer = not_found_reports.referrer),
  last_at = (SELECT max(created_at) FROM not_found_reports o WHERE o.url = not_found_reports.url AND o.referrer = not_found_reports.referrer);
DELETE FROM not_found_reports WHERE id NOT IN (SELECT min(id) FROM not_found_reports GROUP BY url, referrer);
UPDATE not_found_reports SET last_at = created_at WHERE last_at IS NULL;
CREATE UNIQUE INDEX not_found_reports_once ON not_found_reports (url, referrer);
CREATE INDEX not_found_reports_by_last ON not_found_reports (last_at);
