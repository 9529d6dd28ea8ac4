import { eq } from 'drizzle-orm';
import { siteContent } from '../../../../content';
import type { Db } from '../../db/client';
import { socialPreviews } from '../../db/schema';

export type PreviewBranding = {
  name: string;
  title: string;
  headline: string;
  stats: { value: string; label: string }[];
  /** The accent of badges and highlights. */
  color: string;
  backgroundColor: string;
  /** The configured public host; none when PUBLIC_URL is not set (a localhost address means nothing on a card). */
  siteHost: string | null;
};

const DEFAULT_COLOR = '#facc15';
const DEFAULT_BACKGROUND = '#0f172a';

/**
 * The card's words come from the content module; a `social_previews` row for the platform, when the
 * owner has written one, overrides its headline and colours.
 */
export async function loadBranding(
  db: Db,
  platform: string,
  publicUrl: string | undefined,
): Promise<PreviewBranding> {
  const { profile } = siteContent;
  const [custom] = await db.select().from(socialPreviews).where(eq(socialPreviews.platform, platform));
  return {
    name: `${profile.firstName} ${profile.lastName}`,
    title: custom?.title ?? profile.title,
    headline: custom?.description ?? profile.headline,
    stats: profile.stats,
    color: custom?.color ?? DEFAULT_COLOR,
    backgroundColor: custom?.backgroundColor ?? DEFAULT_BACKGROUND,
    siteHost: publicUrl ? new URL(publicUrl).host : null,
  };
}

/** "June 25, 2025" in the site's time zone: the date the overlay carries. */
export function formatPreviewDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);
}
