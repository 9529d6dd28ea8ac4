-- The resume builder's activity entries were named "resume.base.upload"; every other area names
-- them "<thing>_<past-tense verb>". Entries written before keep their meaning under the new names.
UPDATE "admin_logs" SET "action" = 'base_resume_uploaded' WHERE "action" = 'resume.base.upload';--> statement-breakpoint
UPDATE "admin_logs" SET "action" = 'base_resume_imported' WHERE "action" = 'resume.base.import';--> statement-breakpoint
UPDATE "admin_logs" SET "action" = 'base_resume_made_primary' WHERE "action" = 'resume.base.activate';--> statement-breakpoint
UPDATE "admin_logs" SET "action" = 'base_resume_corrected' WHERE "action" = 'resume.base.correct';--> statement-breakpoint
UPDATE "admin_logs" SET "action" = 'base_resume_deleted' WHERE "action" = 'resume.base.delete';--> statement-breakpoint
UPDATE "admin_logs" SET "action" = 'tailored_resume_created' WHERE "action" = 'resume.tailored.create';--> statement-breakpoint
UPDATE "admin_logs" SET "action" = 'tailored_resume_enhanced' WHERE "action" = 'resume.tailored.enhance';--> statement-breakpoint
UPDATE "admin_logs" SET "action" = 'tailored_resume_deleted' WHERE "action" = 'resume.tailored.delete';
