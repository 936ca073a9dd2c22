-- Exact lockouts for guessed secrets (sign-in codes, staff security codes, delivery keys):
-- one row per (tenant, key); every attempt is claimed by one conditional UPSERT before the
-- secret is checked, so parallel guesses can never exceed the limit (app/data/attempt-locks.server.ts).
CREATE TABLE `attempt_locks` (
	`company_id` integer NOT NULL,
	`key` text NOT NULL,
	`attempts` integer NOT NULL,
	`window_start` integer NOT NULL,
	`locked_until` integer,
	PRIMARY KEY(`company_id`, `key`)
);
