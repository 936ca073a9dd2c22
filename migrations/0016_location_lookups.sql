-- The storefront context reads a location's order modes and payment types
-- on every diner request (menu, menu JSON, order submit, checkout, follow-up, 'Mis pedidos').
-- With only (company_id) indexes SQLite read every mode and payment type of the company for
-- each request: a chain with hundreds of locations reads them all. These indexes make it a
-- keyed lookup by location (tests/integration/query-plans.test.ts fails without them).
CREATE INDEX IF NOT EXISTS `order_modes_company_contact_idx` ON `order_modes` (`company_id`, `branch_contact_id`, `position`);
CREATE INDEX IF NOT EXISTS `payment_types_company_mode_idx` ON `payment_types` (`company_id`, `order_mode_id`, `position`);
CREATE INDEX IF NOT EXISTS `branch_contacts_company_branch_idx` ON `branch_contacts` (`company_id`, `branch_id`, `position`);
