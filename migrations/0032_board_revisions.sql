CREATE TABLE `board_revisions` (
	`branch_contact_id` integer PRIMARY KEY NOT NULL,
	`revision` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The board's revision (app/data/schema/console-board.server.ts): every write of what a board shows.
-- No OR IGNORE: the conflict clause of the statement that fires a trigger overrides the trigger's own.
-- A new order is counted by the insert of its lines (every order has lines, written in the order's
-- batch): a trigger on the insert into `orders` would make SQLite plan the foreign-key checks of
-- every table that references an order into the order submit's insert.
CREATE TRIGGER `orders_board_revision_au` AFTER UPDATE ON `orders`
BEGIN
  INSERT INTO `board_revisions` (`branch_contact_id`, `revision`) SELECT NEW.`branch_contact_id`, 0 WHERE NEW.`branch_contact_id` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `board_revisions` WHERE `branch_contact_id` = NEW.`branch_contact_id`);
  UPDATE `board_revisions` SET `revision` = `revision` + 1 WHERE `branch_contact_id` = NEW.`branch_contact_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_board_revision_ad` AFTER DELETE ON `orders`
BEGIN
  INSERT INTO `board_revisions` (`branch_contact_id`, `revision`) SELECT OLD.`branch_contact_id`, 0 WHERE OLD.`branch_contact_id` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `board_revisions` WHERE `branch_contact_id` = OLD.`branch_contact_id`);
  UPDATE `board_revisions` SET `revision` = `revision` + 1 WHERE `branch_contact_id` = OLD.`branch_contact_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `order_lines_board_revision_ai` AFTER INSERT ON `order_lines`
BEGIN
  INSERT INTO `board_revisions` (`branch_contact_id`, `revision`) SELECT (SELECT `branch_contact_id` FROM `orders` WHERE `id` = NEW.`order_id`), 0 WHERE (SELECT `branch_contact_id` FROM `orders` WHERE `id` = NEW.`order_id`) IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `board_revisions` WHERE `branch_contact_id` = (SELECT `branch_contact_id` FROM `orders` WHERE `id` = NEW.`order_id`));
  UPDATE `board_revisions` SET `revision` = `revision` + 1 WHERE `branch_contact_id` = (SELECT `branch_contact_id` FROM `orders` WHERE `id` = NEW.`order_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `shipments_board_revision_ai` AFTER INSERT ON `shipments`
BEGIN
  INSERT INTO `board_revisions` (`branch_contact_id`, `revision`) SELECT (SELECT `branch_contact_id` FROM `orders` WHERE `id` = NEW.`order_id`), 0 WHERE (SELECT `branch_contact_id` FROM `orders` WHERE `id` = NEW.`order_id`) IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `board_revisions` WHERE `branch_contact_id` = (SELECT `branch_contact_id` FROM `orders` WHERE `id` = NEW.`order_id`));
  UPDATE `board_revisions` SET `revision` = `revision` + 1 WHERE `branch_contact_id` = (SELECT `branch_contact_id` FROM `orders` WHERE `id` = NEW.`order_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `shipments_board_revision_au` AFTER UPDATE ON `shipments`
BEGIN
  INSERT INTO `board_revisions` (`branch_contact_id`, `revision`) SELECT (SELECT `branch_contact_id` FROM `orders` WHERE `id` = NEW.`order_id`), 0 WHERE (SELECT `branch_contact_id` FROM `orders` WHERE `id` = NEW.`order_id`) IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `board_revisions` WHERE `branch_contact_id` = (SELECT `branch_contact_id` FROM `orders` WHERE `id` = NEW.`order_id`));
  UPDATE `board_revisions` SET `revision` = `revision` + 1 WHERE `branch_contact_id` = (SELECT `branch_contact_id` FROM `orders` WHERE `id` = NEW.`order_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `console_board_settings_board_revision_ai` AFTER INSERT ON `console_board_settings`
BEGIN
  INSERT INTO `board_revisions` (`branch_contact_id`, `revision`) SELECT NEW.`branch_contact_id`, 0 WHERE NEW.`branch_contact_id` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `board_revisions` WHERE `branch_contact_id` = NEW.`branch_contact_id`);
  UPDATE `board_revisions` SET `revision` = `revision` + 1 WHERE `branch_contact_id` = NEW.`branch_contact_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `console_board_settings_board_revision_au` AFTER UPDATE ON `console_board_settings`
BEGIN
  INSERT INTO `board_revisions` (`branch_contact_id`, `revision`) SELECT NEW.`branch_contact_id`, 0 WHERE NEW.`branch_contact_id` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `board_revisions` WHERE `branch_contact_id` = NEW.`branch_contact_id`);
  UPDATE `board_revisions` SET `revision` = `revision` + 1 WHERE `branch_contact_id` = NEW.`branch_contact_id`;
END;
