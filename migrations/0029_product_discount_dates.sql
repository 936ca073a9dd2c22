ALTER TABLE `product_discounts` ADD `valid_from` text;--> statement-breakpoint
ALTER TABLE `product_discounts` ADD `valid_to` text;