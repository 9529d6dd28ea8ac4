import { z } from '../zod';

/** What kind of reply a question got; the same names as the assistant's (services/assistant). */
export const replyKinds = ['answer', 'not-stated', 'small-talk', 'declined', 'english-only'] as const;

export type ReplyKind = (typeof replyKinds)[number];

export const replyKindLabels: Record<ReplyKind, string> = {
  answer: 'Answered',
  'not-stated': 'Not stated',
  'small-talk': 'Small talk',
  declined: 'Declined',
  'english-only': 'Not in English',
};

/** The content file that would answer a group of questions, and the page section it shows in. */
export const contentFileSchema = z.object({
  path: z.string(),
  holds: z.string(),
  section: z.string(),
});

export type ContentFile = z.infer<typeof contentFileSchema>;

/** Questions worded alike, with how often each kind of reply was given. */
export const questionGroupSchema = z.object({
  /** The most asked wording of the group, as a visitor typed it (emails and phone numbers taken out). */
  question: z.string(),
  /** Other wordings in the group, most asked first. */
  variants: z.array(z.string()),
  count: z.number().int(),
  kinds: z.partialRecord(z.enum(replyKinds), z.number().int()),
  /** The reply the latest asking got: a content gap while it is "not-stated". */
  latestKind: z.enum(replyKinds),
  lastAskedAt: z.iso.datetime({ offset: true }),
  isContentGap: z.boolean(),
  contentFile: contentFileSchema,
});

export type QuestionGroup = z.infer<typeof questionGroupSchema>;

/** GET /api/questions: content gaps first, then the most asked. */
export const questionGroupsSchema = z.object({
  total: z.number().int(),
  retentionDays: z.number().int(),
  groups: z.array(questionGroupSchema),
});

export type QuestionGroups = z.infer<typeof questionGroupsSchema>;
