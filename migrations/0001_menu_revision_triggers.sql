-- Custom SQL migration: keep branches.menu_revision in step with the menu tables.
-- Every INSERT/UPDATE/DELETE on a menu table (all carry branch_id) bumps the
-- revision of its branch; the KV menu snapshot compares it to decide whether
-- the cached menu is still current. Indicators have no branch: an UPDATE or
-- DELETE bumps every branch that shows the indicator.
CREATE TRIGGER `categories_menu_revision_ai` AFTER INSERT ON `categories`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = NEW.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_menu_revision_au` AFTER UPDATE ON `categories`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` IN (OLD.`branch_id`, NEW.`branch_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `categories_menu_revision_ad` AFTER DELETE ON `categories`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = OLD.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `plates_menu_revision_ai` AFTER INSERT ON `plates`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = NEW.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `plates_menu_revision_au` AFTER UPDATE ON `plates`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` IN (OLD.`branch_id`, NEW.`branch_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `plates_menu_revision_ad` AFTER DELETE ON `plates`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = OLD.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `sizes_menu_revision_ai` AFTER INSERT ON `sizes`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = NEW.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `sizes_menu_revision_au` AFTER UPDATE ON `sizes`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` IN (OLD.`branch_id`, NEW.`branch_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `sizes_menu_revision_ad` AFTER DELETE ON `sizes`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = OLD.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `garnish_groups_menu_revision_ai` AFTER INSERT ON `garnish_groups`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = NEW.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `garnish_groups_menu_revision_au` AFTER UPDATE ON `garnish_groups`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` IN (OLD.`branch_id`, NEW.`branch_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `garnish_groups_menu_revision_ad` AFTER DELETE ON `garnish_groups`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = OLD.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `garnishes_menu_revision_ai` AFTER INSERT ON `garnishes`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = NEW.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `garnishes_menu_revision_au` AFTER UPDATE ON `garnishes`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` IN (OLD.`branch_id`, NEW.`branch_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `garnishes_menu_revision_ad` AFTER DELETE ON `garnishes`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = OLD.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_discounts_menu_revision_ai` AFTER INSERT ON `product_discounts`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = NEW.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_discounts_menu_revision_au` AFTER UPDATE ON `product_discounts`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` IN (OLD.`branch_id`, NEW.`branch_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `product_discounts_menu_revision_ad` AFTER DELETE ON `product_discounts`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = OLD.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_discount_plates_menu_revision_ai` AFTER INSERT ON `product_discount_plates`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = NEW.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_discount_plates_menu_revision_au` AFTER UPDATE ON `product_discount_plates`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` IN (OLD.`branch_id`, NEW.`branch_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `product_discount_plates_menu_revision_ad` AFTER DELETE ON `product_discount_plates`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = OLD.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `entity_indicators_menu_revision_ai` AFTER INSERT ON `entity_indicators`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = NEW.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `entity_indicators_menu_revision_au` AFTER UPDATE ON `entity_indicators`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` IN (OLD.`branch_id`, NEW.`branch_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `entity_indicators_menu_revision_ad` AFTER DELETE ON `entity_indicators`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = OLD.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `indicators_menu_revision_au` AFTER UPDATE ON `indicators`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1
  WHERE `id` IN (SELECT `branch_id` FROM `entity_indicators` WHERE `indicator_id` = NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `indicators_menu_revision_ad` AFTER DELETE ON `indicators`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1
  WHERE `id` IN (SELECT `branch_id` FROM `entity_indicators` WHERE `indicator_id` = OLD.`id`);
END;
