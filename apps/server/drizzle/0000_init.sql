CREATE TABLE "account_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" varchar(32),
	"fields" jsonb NOT NULL,
	"ip" varchar(64) NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activation_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"type" varchar(3) PRIMARY KEY NOT NULL,
	"version" varchar(16) NOT NULL,
	"title_th" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"title_zh" varchar(200) NOT NULL,
	"content_th" text NOT NULL,
	"content_en" text NOT NULL,
	"content_zh" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"shop_id" varchar(32) NOT NULL,
	"business_type" varchar(3) NOT NULL,
	"contract_no" varchar(32) NOT NULL,
	"version" varchar(16) NOT NULL,
	"signed_by" varchar(32) NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"language" varchar(8) NOT NULL,
	"params" jsonb NOT NULL,
	CONSTRAINT "contracts_shop_id_business_type_pk" PRIMARY KEY("shop_id","business_type")
);
--> statement-breakpoint
CREATE TABLE "funcs" (
	"id" varchar(16) PRIMARY KEY NOT NULL,
	"parent_id" varchar(16),
	"name_th" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"sort" integer NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "im_conversations" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"buyer_id" varchar(32) NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"unread_by_seller" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "im_conversations_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(200) NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_funcs" (
	"shop_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"func_id" varchar(16) NOT NULL,
	CONSTRAINT "member_funcs_shop_id_user_id_func_id_pk" PRIMARY KEY("shop_id","user_id","func_id")
);
--> statement-breakpoint
CREATE TABLE "member_notice_auth" (
	"shop_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"template_id" varchar(32) NOT NULL,
	CONSTRAINT "member_notice_auth_shop_id_user_id_template_id_pk" PRIMARY KEY("shop_id","user_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "notice_deliveries" (
	"shop_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"notice_id" varchar(32) NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_deliveries_shop_id_user_id_notice_id_pk" PRIMARY KEY("shop_id","user_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "notice_templates" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"name_th" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"description_th" varchar(300) NOT NULL,
	"description_en" varchar(300) NOT NULL,
	"description_zh" varchar(300) NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"shop_id" varchar(32),
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"send_type" smallint DEFAULT 16 NOT NULL,
	"notice_class" smallint DEFAULT 32 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"recipient" varchar(100) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" varchar(32),
	"user_id" varchar(32) NOT NULL,
	"track_info" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_addresses" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"contact" varchar(40) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"province" varchar(100) NOT NULL,
	"district_code" varchar(4) NOT NULL,
	"district" varchar(100) NOT NULL,
	"sub_district_code" varchar(6) NOT NULL,
	"sub_district" varchar(100) NOT NULL,
	"detail" varchar(200) NOT NULL,
	"longitude" varchar(32) DEFAULT '' NOT NULL,
	"latitude" varchar(32) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_addresses_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"shop_id" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"other_login_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_members" (
	"shop_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"acct_type" smallint NOT NULL,
	"status" varchar(16) DEFAULT 'enabled' NOT NULL,
	"flg_cust_service" boolean DEFAULT false NOT NULL,
	"cs_scope" varchar(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "shop_members_shop_id_user_id_pk" PRIMARY KEY("shop_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shop_service_settings" (
	"shop_id" varchar(32) PRIMARY KEY NOT NULL,
	"customer_service_enabled" boolean DEFAULT false NOT NULL,
	"service_start" varchar(5) DEFAULT '09:00' NOT NULL,
	"service_end" varchar(5) DEFAULT '18:00' NOT NULL,
	"service_phone" varchar(20) DEFAULT '' NOT NULL,
	"welcome_text" varchar(500) DEFAULT '' NOT NULL,
	"return_days" smallint DEFAULT 7 NOT NULL,
	"ship_within_days" smallint DEFAULT 3 NOT NULL,
	"rights_set" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"shop_type" smallint NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"bol_group_item" boolean DEFAULT false NOT NULL,
	"logo_url" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_entry_applications" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"shop_name" varchar(100) NOT NULL,
	"status" varchar(16) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"login_acct" varchar(40) NOT NULL,
	"email" varchar(100) NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone" varchar(20),
	"password_hash" text NOT NULL,
	"nickname" varchar(40) NOT NULL,
	"icon_url" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"last_shop_id" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"target" varchar(100) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_attempts_key_at_idx" ON "login_attempts" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "notices_shop_created_idx" ON "notices" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_members_user_idx" ON "shop_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_name_uq" ON "shops" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "store_entry_user_idx" ON "store_entry_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_acct_uq" ON "users" USING btree (lower("login_acct"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("target","purpose","created_at");