import { z } from '../zod';

export const previewSourceSchema = z.enum(['chromium', 'card']);
export type PreviewSource = z.infer<typeof previewSourceSchema>;

/** The stored image of one platform, without its bytes. */
export const previewImageInfoSchema = z.object({
  platform: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  source: z.string(),
  generatedAt: z.string(),
});
export type PreviewImageInfo = z.infer<typeof previewImageInfoSchema>;

/**
 * GET /api/screenshots/status. Spec §3: isRunning (the daily schedule is active) and nextRun;
 * the rest says whether a generation is under way here and what is stored.
 */
export const screenshotStatusSchema = z.object({
  isRunning: z.boolean(),
  nextRun: z.string().nullable(),
  isGenerating: z.boolean(),
  mode: previewSourceSchema,
  images: z.array(previewImageInfoSchema),
});
export type ScreenshotStatus = z.infer<typeof screenshotStatusSchema>;

/** POST /api/screenshots/generate answers at once (202); the work goes on in the background. */
export const generateAllReplySchema = z.object({
  status: z.enum(['started', 'already-running']),
  message: z.string(),
});
export type GenerateAllReply = z.infer<typeof generateAllReplySchema>;

export const platformParamsSchema = z.object({ platform: z.string().max(40) });

/** The public pages a preview may show; only the landing page is used by the tools. */
export const previewRoutes = ['/', '/blog'] as const;

/** POST /api/screenshots/platform/{platform}: {route: "/"} (spec §7); the reply is the PNG. */
export const platformScreenshotBodySchema = z
  .object({ route: z.enum(previewRoutes, { error: 'must be / or /blog' }).default('/') })
  .nullish()
  .transform((body) => body ?? { route: '/' as const });
