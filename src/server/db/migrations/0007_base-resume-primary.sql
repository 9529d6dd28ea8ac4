-- The flag marks the primary base resume (the one tailoring starts from); the API keeps the
-- spec's field name, isActive.
ALTER TABLE "base_resumes" RENAME COLUMN "is_active" TO "is_primary";
