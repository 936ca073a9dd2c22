ALTER TABLE `garnishes` ADD `sold_out_until` integer;--> statement-breakpoint
ALTER TABLE `order_modes` ADD `paused_until` integer;--> statement-breakpoint
ALTER TABLE `plates` ADD `sold_out_until` integer;