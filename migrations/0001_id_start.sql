-- Product ids start after 1000 and user ids after 100, as the spec's data does.
INSERT INTO sqlite_sequence (name, seq) VALUES ('products', 1000);
--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) VALUES ('users', 100);
