import { type SiteContent, siteContentSchema } from './schema';
import { siteContent as writtenContent } from './site-content';

/** Parsed once at import: a mistake in any content file throws a zod error naming the field path. */
export const siteContent: SiteContent = siteContentSchema.parse(writtenContent);

export const ownerName = `${siteContent.profile.firstName} ${siteContent.profile.lastName}`;
