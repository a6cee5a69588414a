ALTER TABLE "messages" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "image_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_image_index" ON "messages" USING btree ("image_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_image_description_check" CHECK (("messages"."image_id" is null) = ("messages"."image_description" = '') and char_length("messages"."image_description") <= 300);