import { asc, eq, min, sql } from 'drizzle-orm';
import type { PreviewImageInfo } from '../../../shared/api/admin-screenshots';
import type { Db } from '../../db/client';
import { previewImages } from '../../db/schema';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { sha256Etag } from '../../platform/http/static-response';
import type { RenderedPreview } from './preview-renderer';

/**
 * Replaces the stored image of each platform and logs it, in one transaction: every instance then
 * serves the new images at once. A scheduled run has no source, so its entry reads "System".
 */
export async function savePreviews(
  db: Db,
  source: ActivitySource | null,
  previews: RenderedPreview[],
): Promise<void> {
  if (previews.length === 0) return;
  await db.transaction(async (tx) => {
    const generatedAt = new Date();
    for (const preview of previews) {
      const values = {
        png: preview.png,
        width: preview.width,
        height: preview.height,
        etag: sha256Etag(preview.png),
        source: preview.source,
        generatedAt,
      };
      await tx
        .insert(previewImages)
        .values({ platform: preview.platform, ...values })
        .onConflictDoUpdate({ target: previewImages.platform, set: values });
    }
    const [single] = previews;
    await recordActivity(tx, actorFrom(source), {
      action: previews.length === 1 ? activityActions.previewGenerated : activityActions.previewsGenerated,
      resource: 'preview_image',
      resourceId: previews.length === 1 && single ? single.platform : null,
      details: { platforms: previews.map((preview) => preview.platform), source: single?.source },
    });
  });
}

export async function listPreviewImages(db: Db): Promise<PreviewImageInfo[]> {
  const rows = await db
    .select({
      platform: previewImages.platform,
      width: previewImages.width,
      height: previewImages.height,
      bytes: sql<number>`octet_length(${previewImages.png})`.mapWith(Number),
      source: previewImages.source,
      generatedAt: previewImages.generatedAt,
    })
    .from(previewImages)
    .orderBy(asc(previewImages.platform));
  return rows.map((row) => ({ ...row, generatedAt: row.generatedAt.toISOString() }));
}

/** When the least recent of the stored images was made, and how many there are. */
export async function readOldestPreview(db: Db): Promise<{ oldest: Date | null; count: number }> {
  const [row] = await db
    .select({ oldest: min(previewImages.generatedAt), count: sql<number>`count(*)`.mapWith(Number) })
    .from(previewImages);
  return { oldest: row?.oldest ?? null, count: row?.count ?? 0 };
}

/** The stored image of one platform with its ETag, or undefined before the first generation. */
export async function readPreviewImage(
  db: Db,
  platform: string,
): Promise<{ png: Buffer; etag: string } | undefined> {
  const [stored] = await db
    .select({ png: previewImages.png, etag: previewImages.etag })
    .from(previewImages)
    .where(eq(previewImages.platform, platform));
  return stored;
}
