CREATE TABLE `garage_bikes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`vehicle_id` integer NOT NULL,
	`year` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `garage_bikes_user_bike_unique` ON `garage_bikes` (`user_id`,`vehicle_id`,`year`);--> statement-breakpoint
CREATE INDEX `garage_bikes_vehicle_idx` ON `garage_bikes` (`vehicle_id`);--> statement-breakpoint
CREATE TABLE `product_fitments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`vehicle_id` integer,
	`year_from` integer,
	`year_to` integer,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `product_fitments_product_idx` ON `product_fitments` (`product_id`,`vehicle_id`);--> statement-breakpoint
CREATE INDEX `product_fitments_vehicle_idx` ON `product_fitments` (`vehicle_id`,`product_id`);--> statement-breakpoint
CREATE TABLE `vehicles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`make` text NOT NULL,
	`make_ar` text DEFAULT '' NOT NULL,
	`model` text NOT NULL,
	`model_ar` text DEFAULT '' NOT NULL,
	`variant` text DEFAULT '' NOT NULL,
	`engine_cc` integer NOT NULL,
	`engine` text DEFAULT '' NOT NULL,
	`first_year` integer NOT NULL,
	`last_year` integer NOT NULL,
	`type` text NOT NULL,
	`popular` integer DEFAULT false NOT NULL,
	CONSTRAINT "vehicles_years_ordered" CHECK("vehicles"."first_year" <= "vehicles"."last_year")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vehicles_make_model_variant_unique` ON `vehicles` (`make`,`model`,`variant`);--> statement-breakpoint
-- The fitment guide's 30 motorcycles and the older bikes the opening catalogue names, with the
-- ids seeds/vehicles.ts gives them (test/worker/fitment-data.test.ts compares the two).
INSERT INTO `vehicles` (`id`, `make`, `make_ar`, `model`, `model_ar`, `variant`, `engine_cc`, `engine`, `first_year`, `last_year`, `type`, `popular`) VALUES
	(1, 'Honda', 'هوندا', 'CBR600RR', 'سي بي آر 600 آر آر', '', 599, 'inline-4', 2013, 2024, 'Sport', 1),
	(2, 'Honda', 'هوندا', 'CBR1000RR-R Fireblade', 'سي بي آر 1000 فاير بليد', '', 999, 'inline-4', 2020, 2024, 'Sport', 0),
	(3, 'Honda', 'هوندا', 'CBR1000RR-R Fireblade', 'سي بي آر 1000 فاير بليد', 'Standard', 999, 'inline-4', 2020, 2024, 'Sport', 0),
	(4, 'Honda', 'هوندا', 'CBR1000RR-R Fireblade', 'سي بي آر 1000 فاير بليد', 'SP', 999, 'inline-4', 2020, 2024, 'Sport', 0),
	(5, 'Honda', 'هوندا', 'CB650R', 'سي بي 650 آر', '', 649, 'inline-4', 2019, 2024, 'Naked', 0),
	(6, 'Honda', 'هوندا', 'CB500X', 'سي بي 500 إكس', '', 471, 'parallel-twin', 2019, 2023, 'Adventure', 0),
	(7, 'Honda', 'هوندا', 'CRF1100L Africa Twin', 'أفريكا توين', '', 1084, 'parallel-twin', 2020, 2024, 'Adventure', 0),
	(8, 'Honda', 'هوندا', 'CRF1100L Africa Twin', 'أفريكا توين', 'Standard', 1084, 'parallel-twin', 2020, 2024, 'Adventure', 0),
	(9, 'Honda', 'هوندا', 'CRF1100L Africa Twin', 'أفريكا توين', 'Adventure Sports', 1084, 'parallel-twin', 2020, 2024, 'Adventure', 0),
	(10, 'Honda', 'هوندا', 'CRF1100L Africa Twin', 'أفريكا توين', 'DCT', 1084, 'parallel-twin', 2020, 2024, 'Adventure', 0),
	(11, 'Honda', 'هوندا', 'CBR1000RR', 'سي بي آر 1000 آر آر', '', 999, 'inline-4', 2008, 2019, 'Sport', 0),
	(12, 'Yamaha', 'ياماها', 'YZF-R1', 'آر 1', '', 998, 'crossplane inline-4', 2015, 2024, 'Sport', 1),
	(13, 'Yamaha', 'ياماها', 'YZF-R1', 'آر 1', 'R1', 998, 'crossplane inline-4', 2015, 2024, 'Sport', 0),
	(14, 'Yamaha', 'ياماها', 'YZF-R1', 'آر 1', 'R1M', 998, 'crossplane inline-4', 2015, 2024, 'Sport', 0),
	(15, 'Yamaha', 'ياماها', 'YZF-R6', 'آر 6', '', 599, 'inline-4', 2017, 2020, 'Sport', 0),
	(16, 'Yamaha', 'ياماها', 'MT-07', 'إم تي 07', '', 689, 'CP2 parallel-twin', 2014, 2024, 'Naked', 0),
	(17, 'Yamaha', 'ياماها', 'MT-09', 'إم تي 09', '', 890, 'CP3 inline-3', 2021, 2024, 'Naked', 0),
	(18, 'Yamaha', 'ياماها', 'MT-09', 'إم تي 09', 'Standard', 890, 'CP3 inline-3', 2021, 2024, 'Naked', 0),
	(19, 'Yamaha', 'ياماها', 'MT-09', 'إم تي 09', 'SP', 890, 'CP3 inline-3', 2021, 2024, 'Naked', 0),
	(20, 'Yamaha', 'ياماها', 'Ténéré 700', 'تينيري 700', '', 689, 'CP2 parallel-twin', 2019, 2024, 'Adventure', 0),
	(21, 'Yamaha', 'ياماها', 'Ténéré 700', 'تينيري 700', 'Standard', 689, 'CP2 parallel-twin', 2019, 2024, 'Adventure', 0),
	(22, 'Yamaha', 'ياماها', 'Ténéré 700', 'تينيري 700', 'World Raid', 689, 'CP2 parallel-twin', 2019, 2024, 'Adventure', 0),
	(23, 'Kawasaki', 'كاواساكي', 'Ninja ZX-10R', 'نينجا زد إكس 10 آر', '', 998, 'inline-4', 2016, 2024, 'Sport', 1),
	(24, 'Kawasaki', 'كاواساكي', 'Ninja ZX-10R', 'نينجا زد إكس 10 آر', 'Standard', 998, 'inline-4', 2016, 2024, 'Sport', 0),
	(25, 'Kawasaki', 'كاواساكي', 'Ninja ZX-10R', 'نينجا زد إكس 10 آر', 'KRT Edition', 998, 'inline-4', 2016, 2024, 'Sport', 0),
	(26, 'Kawasaki', 'كاواساكي', 'Ninja ZX-6R', 'نينجا زد إكس 6 آر', '', 636, 'inline-4', 2019, 2024, 'Sport', 0),
	(27, 'Kawasaki', 'كاواساكي', 'Ninja 650', 'نينجا 650', '', 649, 'parallel-twin', 2017, 2024, 'Sport', 0),
	(28, 'Kawasaki', 'كاواساكي', 'Z900', 'زد 900', '', 948, 'inline-4', 2017, 2024, 'Naked', 0),
	(29, 'Kawasaki', 'كاواساكي', 'Z900', 'زد 900', 'Standard', 948, 'inline-4', 2017, 2024, 'Naked', 0),
	(30, 'Kawasaki', 'كاواساكي', 'Z900', 'زد 900', 'SE', 948, 'inline-4', 2017, 2024, 'Naked', 0),
	(31, 'Kawasaki', 'كاواساكي', 'Versys 650', 'فيرسيس 650', '', 649, 'parallel-twin', 2015, 2024, 'Adventure', 0),
	(32, 'Kawasaki', 'كاواساكي', 'Versys 650', 'فيرسيس 650', 'Standard', 649, 'parallel-twin', 2015, 2024, 'Adventure', 0),
	(33, 'Kawasaki', 'كاواساكي', 'Versys 650', 'فيرسيس 650', 'LT', 649, 'parallel-twin', 2015, 2024, 'Adventure', 0),
	(34, 'Kawasaki', 'كاواساكي', 'Ninja 400', 'نينجا 400', '', 399, 'parallel-twin', 2018, 2024, 'Sport', 0),
	(35, 'Kawasaki', 'كاواساكي', 'Z400', 'زد 400', '', 399, 'parallel-twin', 2019, 2024, 'Naked', 0),
	(36, 'Suzuki', 'سوزوكي', 'GSX-R1000', 'جي إس إكس آر 1000', '', 999, 'inline-4', 2017, 2024, 'Sport', 1),
	(37, 'Suzuki', 'سوزوكي', 'GSX-R1000', 'جي إس إكس آر 1000', 'Standard', 999, 'inline-4', 2017, 2024, 'Sport', 0),
	(38, 'Suzuki', 'سوزوكي', 'GSX-R1000', 'جي إس إكس آر 1000', 'R', 999, 'inline-4', 2017, 2024, 'Sport', 0),
	(39, 'Suzuki', 'سوزوكي', 'GSX-R750', 'جي إس إكس آر 750', '', 750, 'inline-4', 2011, 2023, 'Sport', 0),
	(40, 'Suzuki', 'سوزوكي', 'GSX-S1000', 'جي إس إكس إس 1000', '', 999, 'inline-4', 2021, 2024, 'Naked', 0),
	(41, 'Suzuki', 'سوزوكي', 'SV650', 'إس في 650', '', 645, 'V-twin', 2016, 2024, 'Naked', 0),
	(42, 'Suzuki', 'سوزوكي', 'SV650', 'إس في 650', 'Standard', 645, 'V-twin', 2016, 2024, 'Naked', 0),
	(43, 'Suzuki', 'سوزوكي', 'SV650', 'إس في 650', 'SV650X', 645, 'V-twin', 2016, 2024, 'Naked', 0),
	(44, 'Suzuki', 'سوزوكي', 'V-Strom 650', 'في ستروم 650', '', 645, 'V-twin', 2017, 2023, 'Adventure', 0),
	(45, 'Suzuki', 'سوزوكي', 'V-Strom 650', 'في ستروم 650', 'Standard', 645, 'V-twin', 2017, 2023, 'Adventure', 0),
	(46, 'Suzuki', 'سوزوكي', 'V-Strom 650', 'في ستروم 650', 'XT', 645, 'V-twin', 2017, 2023, 'Adventure', 0),
	(47, 'Suzuki', 'سوزوكي', 'GSX-R600', 'جي إس إكس آر 600', '', 599, 'inline-4', 2006, 2017, 'Sport', 0),
	(48, 'KTM', 'كي تي إم', 'RC 390', 'آر سي 390', '', 373, 'single', 2022, 2024, 'Sport', 0),
	(49, 'KTM', 'كي تي إم', '390 Duke', 'ديوك 390', '', 373, 'single', 2017, 2023, 'Naked', 0),
	(50, 'KTM', 'كي تي إم', '790 Duke', 'ديوك 790', '', 799, 'parallel-twin', 2018, 2024, 'Naked', 0),
	(51, 'KTM', 'كي تي إم', '1290 Super Duke R', 'سوبر ديوك 1290 آر', '', 1301, 'V-twin', 2020, 2023, 'Naked', 0),
	(52, 'KTM', 'كي تي إم', '1290 Super Duke R', 'سوبر ديوك 1290 آر', 'Standard', 1301, 'V-twin', 2020, 2023, 'Naked', 0),
	(53, 'KTM', 'كي تي إم', '1290 Super Duke R', 'سوبر ديوك 1290 آر', 'EVO', 1301, 'V-twin', 2020, 2023, 'Naked', 0),
	(54, 'KTM', 'كي تي إم', '890 Adventure', 'أدفنتشر 890', '', 889, 'parallel-twin', 2021, 2024, 'Adventure', 0),
	(55, 'KTM', 'كي تي إم', '890 Adventure', 'أدفنتشر 890', 'Standard', 889, 'parallel-twin', 2021, 2024, 'Adventure', 0),
	(56, 'KTM', 'كي تي إم', '890 Adventure', 'أدفنتشر 890', 'R', 889, 'parallel-twin', 2021, 2024, 'Adventure', 0),
	(57, 'BMW', 'بي إم دبليو', 'S 1000 RR', 'إس 1000 آر آر', '', 999, 'inline-4', 2019, 2024, 'Sport', 0),
	(58, 'BMW', 'بي إم دبليو', 'S 1000 RR', 'إس 1000 آر آر', 'Standard', 999, 'inline-4', 2019, 2024, 'Sport', 0),
	(59, 'BMW', 'بي إم دبليو', 'S 1000 RR', 'إس 1000 آر آر', 'M Package', 999, 'inline-4', 2019, 2024, 'Sport', 0),
	(60, 'BMW', 'بي إم دبليو', 'S 1000 R', 'إس 1000 آر', '', 999, 'inline-4', 2021, 2024, 'Naked', 0),
	(61, 'BMW', 'بي إم دبليو', 'F 900 R', 'إف 900 آر', '', 895, 'parallel-twin', 2020, 2024, 'Naked', 0),
	(62, 'BMW', 'بي إم دبليو', 'R 1250 GS', 'آر 1250 جي إس', '', 1254, 'boxer twin', 2019, 2023, 'Adventure', 1),
	(63, 'BMW', 'بي إم دبليو', 'R 1250 GS', 'آر 1250 جي إس', 'Standard', 1254, 'boxer twin', 2019, 2023, 'Adventure', 0),
	(64, 'BMW', 'بي إم دبليو', 'R 1250 GS', 'آر 1250 جي إس', 'Adventure', 1254, 'boxer twin', 2019, 2023, 'Adventure', 0),
	(65, 'BMW', 'بي إم دبليو', 'F 850 GS', 'إف 850 جي إس', '', 853, 'parallel-twin', 2018, 2023, 'Adventure', 0),
	(66, 'BMW', 'بي إم دبليو', 'F 850 GS', 'إف 850 جي إس', 'Standard', 853, 'parallel-twin', 2018, 2023, 'Adventure', 0),
	(67, 'BMW', 'بي إم دبليو', 'F 850 GS', 'إف 850 جي إس', 'Adventure', 853, 'parallel-twin', 2018, 2023, 'Adventure', 0),
	(68, 'BMW', 'بي إم دبليو', 'M 1000 RR', 'إم 1000 آر آر', '', 999, 'inline-4', 2021, 2024, 'Sport', 0);--> statement-breakpoint
-- A catalogue page carries each card's answer for the shopper's bike: a fitment or vehicle write
-- changes those answers, so it raises the catalogue version (the ETag and cache key) like a
-- product write does (migration 0009).
CREATE TRIGGER `catalogue_version_fitment_insert` AFTER INSERT ON `product_fitments` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`)
	VALUES (1, coalesce((SELECT `version` FROM `catalogue_version` WHERE `id` = 1), 0) + 1);
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_fitment_update` AFTER UPDATE ON `product_fitments` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`)
	VALUES (1, coalesce((SELECT `version` FROM `catalogue_version` WHERE `id` = 1), 0) + 1);
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_fitment_delete` AFTER DELETE ON `product_fitments` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`)
	VALUES (1, coalesce((SELECT `version` FROM `catalogue_version` WHERE `id` = 1), 0) + 1);
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_vehicle_insert` AFTER INSERT ON `vehicles` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`)
	VALUES (1, coalesce((SELECT `version` FROM `catalogue_version` WHERE `id` = 1), 0) + 1);
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_vehicle_update` AFTER UPDATE ON `vehicles` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`)
	VALUES (1, coalesce((SELECT `version` FROM `catalogue_version` WHERE `id` = 1), 0) + 1);
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_vehicle_delete` AFTER DELETE ON `vehicles` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`)
	VALUES (1, coalesce((SELECT `version` FROM `catalogue_version` WHERE `id` = 1), 0) + 1);
END;
