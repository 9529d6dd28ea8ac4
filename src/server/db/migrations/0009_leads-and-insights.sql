CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_kind_label_pk" PRIMARY KEY("day","kind","label")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "analytics_visitors_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
CREATE TABLE "chat_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"asked_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"question" text NOT NULL,
	"wording" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "chat_questions_kind_check" CHECK ("chat_questions"."kind" in ('answer', 'not-stated', 'small-talk', 'declined', 'english-only'))
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "read_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', translate(lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '') || ' ' || coalesce("message", '') || ' ' || coalesce("note", '')), 'áàâäãåāçćčéèêëēėęíìîïīįñńóòôöõøōśšúùûüūýÿžźż', 'aaaaaaaccceeeeeeeiiiiiinnoooooooossuuuuuyyzzz'))) STORED;--> statement-breakpoint
CREATE INDEX "chat_questions_asked_at_idx" ON "chat_questions" USING btree ("asked_at");--> statement-breakpoint
CREATE INDEX "chat_questions_wording_idx" ON "chat_questions" USING btree ("wording");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_status_created_idx" ON "contacts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_unread_idx" ON "contacts" USING btree ("created_at","id") WHERE "contacts"."read_at" is null;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_status_check" CHECK ("contacts"."status" in ('new', 'replied', 'in-discussion', 'won', 'closed'));