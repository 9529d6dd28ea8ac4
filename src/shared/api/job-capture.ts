import { z } from '../zod';

/**
 * The bookmarklet's message: the page the owner is looking at, as their own browser shows it.
 * The popup sends it on to POST /api/job/capture, which reads it like a fetched posting page.
 */

/** A rendered page's HTML larger than this goes as its visible text instead (the bookmarklet decides). */
export const MAX_CAPTURED_HTML = 2_500_000;
export const MAX_CAPTURED_TEXT = 200_000;
export const MAX_JSON_LD_SCRIPTS = 20;
export const MAX_JSON_LD_CHARS = 200_000;

/** What the bookmarklet sends first is asked for by the popup with this message. */
export const CAPTURE_READY_MESSAGE = 'job-capture-ready';
export const CAPTURE_MESSAGE = 'job-capture';

const isWebPage = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const capturedPageSchema = z.object({
  url: z
    .string({ error: 'url is required' })
    .max(2048, 'url must be at most 2048 characters')
    .refine(isWebPage, 'Only web pages (http:// or https://) can be saved'),
  title: z.string().max(1000).default(''),
  jsonLd: z.array(z.string().max(MAX_JSON_LD_CHARS)).max(MAX_JSON_LD_SCRIPTS).default([]),
  html: z.string().max(MAX_CAPTURED_HTML).default(''),
  /** The page's visible text, sent instead of its HTML when the HTML is too large. */
  text: z.string().max(MAX_CAPTURED_TEXT).default(''),
  /** Text the owner selected on the page: when there is some, it is the posting. */
  selection: z.string().max(MAX_CAPTURED_TEXT).default(''),
});

export type CapturedPage = z.infer<typeof capturedPageSchema>;

/** The message the bookmarklet posts to the popup: the page and a type to tell it from others. */
export const captureMessageSchema = capturedPageSchema.extend({ type: z.literal(CAPTURE_MESSAGE) });
