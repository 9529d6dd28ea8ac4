ALTER TABLE "base_resumes" ADD COLUMN "parse_report" jsonb;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "base_resume_id" integer;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "base_content" text;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "quality_score" real;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "iterations" integer;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD CONSTRAINT "tailored_resumes_base_resume_id_base_resumes_id_fk" FOREIGN KEY ("base_resume_id") REFERENCES "public"."base_resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "base_resumes_user_id_idx" ON "base_resumes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_resumes_one_primary_idx" ON "base_resumes" USING btree ("user_id") WHERE "base_resumes"."is_active";--> statement-breakpoint
CREATE INDEX "tailored_resumes_user_id_idx" ON "tailored_resumes" USING btree ("user_id");