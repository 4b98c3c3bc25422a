CREATE TABLE "im_rich_menu_tiles" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"label" varchar(30) NOT NULL,
	"image_url" varchar(500) DEFAULT '' NOT NULL,
	"action" varchar(8) NOT NULL,
	"target_id" varchar(64) DEFAULT '' NOT NULL,
	"reply" varchar(2000) DEFAULT '' NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "im_rich_menu_tiles_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "im_rich_menus" (
	"shop_id" varchar(32) PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
