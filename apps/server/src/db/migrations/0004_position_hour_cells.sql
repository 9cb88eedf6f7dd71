-- The closed positions summed per opening hour and cell, for the advanced analytics (docs/advanced-analytics.md,
-- Speed). The triggers that keep it are written from core's rules and installed at start (db/position-hour-cells.ts).
CREATE TABLE "position_hour_cells" (
	"hour" integer NOT NULL,
	"cell" smallint NOT NULL,
	"count" integer NOT NULL,
	"wins" integer NOT NULL,
	"total_profit" numeric NOT NULL,
	"tp1_hits" integer NOT NULL,
	"tp2_hits" integer NOT NULL,
	"tp3_hits" integer NOT NULL,
	"breakevens" integer NOT NULL,
	"traders_exits" integer NOT NULL,
	"sl_hits" integer NOT NULL,
	CONSTRAINT "position_hour_cells_hour_cell_pk" PRIMARY KEY("hour","cell")
);
--> statement-breakpoint
CREATE TABLE "position_hour_cells_rules" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"function_text" text NOT NULL
);
