ALTER TABLE `loyalty_reward_claims` ADD `branch_contact_id` integer;--> statement-breakpoint
ALTER TABLE `loyalty_reward_claims` ADD `acquisition_channel` text;