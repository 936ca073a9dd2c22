-- Live delivery tracking (logistics.md §2 Customer tracking page, §3 Tracking info, §7
-- GET /api/logisticsorder/tracking/{alias}/{orderCode}, realtime channel 'tracking-{id}').
--
-- Each logistics order gets an unguessable tracking id: 16 random bytes (128 bits) as 32
-- hex characters, the name of its realtime room (party/tracking-room.ts). SQLite's
-- randomblob() draws from its CSPRNG (ChaCha20 seeded from the OS); the trigger fills the
-- id on insert, so the code that creates logistics orders needs no change.
ALTER TABLE `logistics_orders` ADD `tracking_id` text;
--> statement-breakpoint
UPDATE `logistics_orders` SET `tracking_id` = lower(hex(randomblob(16))) WHERE `tracking_id` IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX `logistics_orders_tracking_uq` ON `logistics_orders` (`tracking_id`);
--> statement-breakpoint
CREATE TRIGGER `logistics_orders_tracking_id` AFTER INSERT ON `logistics_orders`
WHEN NEW.`tracking_id` IS NULL
BEGIN
  UPDATE `logistics_orders` SET `tracking_id` = lower(hex(randomblob(16))) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
-- The tracking map's style per branch (a MapLibre style JSON URL); NULL = the default
-- public OpenStreetMap raster style (docs/decisions/tracking-page.md).
ALTER TABLE `branches` ADD `map_style_url` text;
