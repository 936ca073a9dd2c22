-- Nearby-business guide (logistics.md §2 "Nearby-business guide", §7 POST /api/menu/near).
-- A location lists itself in the guide (opt-in, off by default); a company may have one
-- search code (stored upper case, looked up case-insensitively by upper-casing the input).
ALTER TABLE `companies` ADD `guide_search_code` text;
CREATE UNIQUE INDEX `companies_guide_search_code_idx` ON `companies` (`guide_search_code`);
ALTER TABLE `branch_contacts` ADD `guide_listed` integer DEFAULT 0 NOT NULL;
-- The bounding-box prefilter of the nearby search: a partial index over the listed,
-- unblocked locations only, covering what the inner query reads (lat, lng, company,
-- branch; the id is the rowid), so thousands of locations cost one index range scan.
CREATE INDEX `branch_contacts_guide_idx` ON `branch_contacts` (`lat`, `lng`, `company_id`, `branch_id`) WHERE `guide_listed` = 1 AND `blocked` = 0;
