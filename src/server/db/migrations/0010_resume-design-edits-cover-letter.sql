ALTER TABLE "base_resumes" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "owner_edits" jsonb;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "rounds" jsonb;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "cover_letter" jsonb;