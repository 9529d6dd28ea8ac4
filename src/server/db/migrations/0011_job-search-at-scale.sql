CREATE TABLE "job_calendar_feeds" (
	"user_id" varchar PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_calendar_feeds_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("job_applications"."company", '') || ' ' || coalesce("job_applications"."position", '') || ' ' || coalesce("job_applications"."location", '') || ' ' || coalesce("job_applications"."notes", '') || ' ' || coalesce("job_applications"."source", '') || ' ' || coalesce("job_applications"."salary", '') || ' ' || coalesce("job_applications"."next_step_action", '')), 'áàâäãåāçćčéèêëēėęíìîïīįñńóòôöõøōśšúùûüūýÿžźż', 'aaaaaaaccceeeeeeeiiiiiinnoooooooossuuuuuyyzzz')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "job_calendar_feeds" ADD CONSTRAINT "job_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_events_interview_date_idx" ON "job_application_events" USING btree ("event_date") WHERE "job_application_events"."type" = 'interview';--> statement-breakpoint
CREATE INDEX "job_applications_user_status_updated_idx" ON "job_applications" USING btree ("user_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_search_trgm_idx" ON "job_applications" USING gin ("search_text" gin_trgm_ops);