-- storefront.md §3 order payload `installedApp`: the order was placed from the
-- installed PWA (or right after installing it from our prompt). Only a boolean.
ALTER TABLE `orders` ADD `installed_app` integer DEFAULT 0 NOT NULL;
