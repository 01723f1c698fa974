CREATE TABLE "object_upload" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"owner_id" varchar(255) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"stored_at" timestamp with time zone,
	"size" integer,
	"content_type" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "object_upload" ADD CONSTRAINT "object_upload_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "object_upload_owner_idx" ON "object_upload" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "object_upload_expires_idx" ON "object_upload" USING btree ("expires_at");