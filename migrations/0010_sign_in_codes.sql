-- Passwordless sign-in: one live one-time code per (tenant, phone),
-- stored as an HMAC digest, never in clear. A new send replaces the row (and its code id,
-- so the wrong-try counter in attempt_locks starts afresh for the new code only).
CREATE TABLE `sign_in_codes` (
	`company_id` integer NOT NULL,
	`phone` text NOT NULL,
	`code_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`channel` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`company_id`, `phone`)
);
--> statement-breakpoint
-- What the sandbox messaging provider "sent" (development and tests): read on the local-only
-- page /dev/mensajes (app/routes/dev.mensajes). Real providers never write here.
CREATE TABLE `sandbox_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`to_phone` text NOT NULL,
	`channel` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sandbox_messages_phone_idx` ON `sandbox_messages` (`to_phone`, `id`);
