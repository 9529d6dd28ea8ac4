ALTER TABLE "job_application_events" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('pending', 'interview', 'offer', 'rejected', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_priority_check" CHECK ("job_applications"."priority" in ('low', 'medium', 'high'));