CREATE TABLE "custom_fields" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"description" text,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_properties" (
	"id" uuid PRIMARY KEY NOT NULL,
	"publisher_id" uuid NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"class" text NOT NULL,
	"elastic_reference_id" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"publisher_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "feature_flags_publisher_id_name_pk" PRIMARY KEY("publisher_id","name")
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"publisher_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"integration_label" text,
	"newsletter_order" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_newsletters" (
	"product_id" uuid NOT NULL,
	"newsletter_id" uuid NOT NULL,
	CONSTRAINT "product_newsletters_product_id_newsletter_id_pk" PRIMARY KEY("product_id","newsletter_id")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"price" integer,
	"currency" text NOT NULL,
	"recurring" boolean DEFAULT false NOT NULL,
	"per_seat" boolean DEFAULT false NOT NULL,
	"interval" text,
	"interval_quantity" integer DEFAULT 1 NOT NULL,
	"user_created" boolean DEFAULT false NOT NULL,
	"short_code" text,
	"trial_interval" text,
	"trial_quantity" integer,
	"trial_price" integer,
	"trial_currency" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_options_price_not_negative" CHECK ("product_options"."price" IS NULL OR "product_options"."price" >= 0),
	CONSTRAINT "product_options_trial_price_not_negative" CHECK ("product_options"."trial_price" IS NULL OR "product_options"."trial_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"publisher_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"pledge_mode" boolean DEFAULT false NOT NULL,
	"match_type" text,
	"product_label" text,
	"custom_text_filename" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"url_terms" text,
	"primary_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contribution_type" text,
	"default_authentication_method" text NOT NULL,
	"authentication_methods" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publishers_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_property_id_custom_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."custom_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_properties" ADD CONSTRAINT "custom_properties_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_newsletters" ADD CONSTRAINT "product_newsletters_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_newsletters" ADD CONSTRAINT "product_newsletters_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_fields_product_id_idx" ON "custom_fields" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "custom_properties_publisher_id_idx" ON "custom_properties" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "newsletters_publisher_id_idx" ON "newsletters" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "product_options_product_id_idx" ON "product_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_publisher_id_idx" ON "products" USING btree ("publisher_id");