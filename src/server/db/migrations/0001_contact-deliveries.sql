CREATE TABLE "contact_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_deliveries_contact_id_unique" UNIQUE("contact_id"),
	CONSTRAINT "contact_deliveries_status_check" CHECK ("contact_deliveries"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "contact_deliveries" ADD CONSTRAINT "contact_deliveries_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_deliveries_due_idx" ON "contact_deliveries" USING btree ("next_attempt_at") WHERE "contact_deliveries"."status" = 'pending';