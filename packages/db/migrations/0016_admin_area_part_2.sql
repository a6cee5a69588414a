CREATE TABLE "message_reads" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reads_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience_kind" text NOT NULL,
	"audience_value" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_audience_kind_check" CHECK ("messages"."audience_kind" in ('all', 'group', 'class-group', 'access')),
	CONSTRAINT "messages_audience_value_check" CHECK (("messages"."audience_kind" = 'all') = ("messages"."audience_value" = '')),
	CONSTRAINT "messages_title_length_check" CHECK (char_length("messages"."title") between 1 and 120),
	CONSTRAINT "messages_body_length_check" CHECK (char_length("messages"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"linked" boolean DEFAULT false NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_cents_check" CHECK ("products"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_reads_user_index" ON "message_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_created_index" ON "messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_title_index" ON "messages" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "messages_title_trigram_index" ON "messages" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_audience_index" ON "messages" USING btree ("audience_kind","audience_value","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "products_external_id_unique" ON "products" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_one_linked_unique" ON "products" USING btree ("linked") WHERE "products"."linked";--> statement-breakpoint
CREATE INDEX "products_title_index" ON "products" USING btree ("title","id");