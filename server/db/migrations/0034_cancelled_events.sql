CREATE TABLE "cancelled_event_member" (
	"user_id" varchar(255) NOT NULL,
	"event_id" integer NOT NULL,
	CONSTRAINT "cancelled_event_member_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "cancelled_event" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"sequence" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cancelled_event_member" ADD CONSTRAINT "cancelled_event_member_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancelled_event_member" ADD CONSTRAINT "cancelled_event_member_event_id_cancelled_event_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."cancelled_event"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancelled_event_member_event_idx" ON "cancelled_event_member" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "cancelled_event_cancelled_at_idx" ON "cancelled_event" USING btree ("cancelled_at");