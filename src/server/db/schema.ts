import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ReplyKind } from '../../shared/api/chat-questions';
import type { DeliveryStatus, LeadStatus } from '../../shared/api/contacts';
import type { CoverLetter } from '../../shared/resume/cover-letter';
import type { ResumeDesign } from '../../shared/resume/layout/resume-design';
import type { OwnerEdits } from '../../shared/resume/owner-edits';
import type { ParseReport } from '../../shared/resume/parse-report';
import type { ResumeChange } from '../../shared/resume/resume-changes';
import type { TailoringRound } from '../../shared/resume/tailoring-rounds';

/**
 * Every table of the product. Columns are snake_case in SQL and camelCase here; the
 * thirteen tables of the specification come first, then the two the architecture adds
 * so that file bytes and generated images live in the database with their rows.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Milliseconds, as a JavaScript Date holds them: a list's page cursor carries the last row's time,
 * and with PostgreSQL's microseconds rows created in the same millisecond as it (all rows of one
 * transaction share `now()`) would fall between two pages.
 */
const createdAt = () => timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { precision: 3, withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// Lower case without accents, in SQL (immutable, as a generated column needs): "Zoë" is found as "zoe".
const ACCENTED = 'áàâäãåāçćčéèêëēėęíìîïīįñńóòôöõøōśšúùûüūýÿžźż';
const PLAIN = 'aaaaaaaccceeeeeeeiiiiiinnoooooooossuuuuuyyzzz';

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    opportunityType: text('opportunity_type').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    // Beyond the specification's columns (docs/decisions/0120): the owner's inbox of leads. When the
    // owner first opened the message, where the lead stands, a private note, and the application a
    // won lead became.
    readAt: timestamp('read_at', { precision: 3, withTimezone: true }),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    note: text('note'),
    applicationId: integer('application_id').references(() => jobApplications.id, { onDelete: 'set null' }),
    /** The inbox's search: every word of the message, sender and note, kept up to date by the database. */
    searchWords: tsvector('search_words').generatedAlwaysAs(
      sql.raw(
        `to_tsvector('simple', translate(lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '') || ' ' || coalesce("message", '') || ' ' || coalesce("note", '')), '${ACCENTED}', '${PLAIN}'))`,
      ),
    ),
  },
  (table) => [
    index('contacts_search_idx').using('gin', table.searchWords),
    check(
      'contacts_status_check',
      sql`${table.status} in ('new', 'replied', 'in-discussion', 'won', 'closed')`,
    ),
    // The inbox pages newest first by keyset (0014), also within one status.
    index('contacts_created_idx').on(table.createdAt, table.id),
    index('contacts_status_created_idx').on(table.status, table.createdAt, table.id),
    // The dashboard's unread count and the Unread filter read only the unread rows.
    index('contacts_unread_idx').on(table.createdAt, table.id).where(sql`${table.readAt} is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true }).notNull(),
  },
  (table) => [index('IDX_session_expire').on(table.expire)],
);

export const users = pgTable('users', {
  id: varchar('id').primaryKey().default(sql`gen_random_uuid()`),
  email: varchar('email').unique(),
  firstName: varchar('first_name'),
  lastName: varchar('last_name'),
  profileImageUrl: varchar('profile_image_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const socialPreviews = pgTable('social_previews', {
  id: serial('id').primaryKey(),
  platform: text('platform').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  color: text('color').notNull(),
  backgroundColor: text('background_color').notNull(),
  fontFamily: text('font_family').notNull(),
  logoStyle: text('logo_style').notNull(),
  updatedAt: updatedAt(),
});

export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull().default('admin'),
  isActive: boolean('is_active').notNull().default(true),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sslCertificates = pgTable('ssl_certificates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
  certificateData: text('certificate_data'),
  privateKeyData: text('private_key_data'),
  csrData: text('csr_data'),
  clientCertificateData: text('client_certificate_data'),
  type: text('type').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const managedFiles = pgTable('managed_files', {
  id: serial('id').primaryKey(),
  filename: text('filename').notNull(),
  originalName: text('original_name').notNull(),
  path: text('path').notNull(),
  size: integer('size').notNull(),
  mimeType: text('mime_type').notNull(),
  category: text('category').notNull().default('other'),
  uploadedBy: integer('uploaded_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  isPublic: boolean('is_public').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const adminLogs = pgTable(
  'admin_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resource: text('resource'),
    resourceId: text('resource_id'),
    details: jsonb('details'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_logs_created_at_idx').on(table.createdAt),
    // Sign-in throttling counts recent failures by action.
    index('admin_logs_action_created_at_idx').on(table.action, table.createdAt),
  ],
);

/** Accented letters and their plain forms, in the same order: the search ignores accents. */
export const ACCENTED_LETTERS = 'áàâäãåāçćčéèêëēėęíìîïīįñńóòôöõøōśšúùûüūýÿžźż';
export const PLAIN_LETTERS = 'aaaaaaaccceeeeeeeiiiiiinnoooooooossuuuuuyyzzz';

type SearchedColumns = Record<
  'company' | 'position' | 'location' | 'notes' | 'source' | 'salary' | 'nextStepAction',
  AnyPgColumn
>;

/**
 * The text the list's search looks in: the short fields, lower case, accents folded. Only
 * immutable functions (no concat_ws), as a generated column requires.
 */
export function jobApplicationSearchText(t: SearchedColumns): SQL {
  const fields = [t.company, t.position, t.location, t.notes, t.source, t.salary, t.nextStepAction];
  const joined = sql.join(
    fields.map((field) => sql`coalesce(${field}, '')`),
    sql.raw(" || ' ' || "),
  );
  return sql`translate(lower(${joined}), ${sql.raw(`'${ACCENTED_LETTERS}'`)}, ${sql.raw(`'${PLAIN_LETTERS}'`)})`;
}

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    company: text('company').notNull(),
    position: text('position').notNull(),
    location: text('location'),
    salary: text('salary'),
    hiringManager: text('hiring_manager'),
    hiringManagerLink: text('hiring_manager_link'),
    jobUrl: text('job_url'),
    description: text('description'),
    requirements: text('requirements'),
    appliedDate: timestamp('applied_date', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    priority: text('priority').notNull().default('medium'),
    source: text('source'),
    contactPerson: text('contact_person'),
    contactEmail: text('contact_email'),
    notes: text('notes'),
    nextStepDate: timestamp('next_step_date', { withTimezone: true }),
    nextStepAction: text('next_step_action'),
    details: text('details'),
    userId: varchar('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the list's search looks in, kept by the database itself (0110): worked out per row at
     * query time, the accent folding cost 0.5 s per search that matched nothing at 10,000 rows.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => jobApplicationSearchText(jobApplications)),
  },
  (table) => [
    index('job_applications_user_id_idx').on(table.userId),
    // The list's keyset pages: a page is an index range scan whatever its depth (0014).
    // Read backwards for the newest first (ORDER BY … DESC, id DESC).
    index('job_applications_user_applied_idx').on(table.userId, table.appliedDate, table.id),
    index('job_applications_user_company_idx').on(table.userId, sql`lower(${table.company})`, table.id),
    // The board's columns, a page at a time: latest change first within one status (0110).
    index('job_applications_user_status_updated_idx').on(
      table.userId,
      table.status,
      table.updatedAt,
      table.id,
    ),
    // The list's search: every word a substring of the searched text, answered by trigrams (0110).
    index('job_applications_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // The reply schema and the stats count these values only; the database keeps it so.
    check(
      'job_applications_status_check',
      sql`${table.status} in ('pending', 'interview', 'offer', 'rejected', 'withdrawn')`,
    ),
    check('job_applications_priority_check', sql`${table.priority} in ('low', 'medium', 'high')`),
  ],
);

export const jobApplicationEvents = pgTable(
  'job_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    // Beyond the specification's columns (docs/decisions): the stage a `status` event entered,
    // and an interview's time zone and length, so it is shown and exported at the time agreed.
    status: text('status'),
    timeZone: text('time_zone'),
    durationMinutes: integer('duration_minutes'),
  },
  (table) => [
    index('job_application_events_application_id_idx').on(table.applicationId),
    // The calendar feed's interviews from a year back (0112), without reading every stage change.
    index('job_application_events_interview_date_idx')
      .on(table.eventDate)
      .where(sql`${table.type} = 'interview'`),
  ],
);

/**
 * The owner's calendar subscription (0112): one feed per user, found by the SHA-256 of the long
 * random secret in its URL. The secret itself is shown once and never stored; rotating replaces
 * the hash, revoking deletes the row, and either way the old URL answers 404.
 */
export const jobCalendarFeeds = pgTable('job_calendar_feeds', {
  userId: varchar('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique(),
  createdAt: createdAt(),
});

export const jobApplicationDocuments = pgTable('job_application_documents', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => jobApplications.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  originalName: text('original_name').notNull(),
  path: text('path').notNull(),
  size: integer('size').notNull(),
  mimeType: text('mime_type').notNull(),
  documentType: text('document_type').notNull(),
  createdAt: createdAt(),
});

export const tailoredResumes = pgTable(
  'tailored_resumes',
  {
    id: serial('id').primaryKey(),
    userId: varchar('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobApplicationId: integer('job_application_id').references(() => jobApplications.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    fileName: text('file_name'),
    filePath: text('file_path'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Beyond the specification's columns (docs/decisions/0010): the base it was tailored from, kept
    // so Enhance checks facts against it even after that base is deleted; every change with its
    // reason (Show Changes); and the quality metrics of the last tailoring or enhancement.
    baseResumeId: integer('base_resume_id').references(() => baseResumes.id, { onDelete: 'set null' }),
    baseContent: text('base_content'),
    changes: jsonb('changes').$type<ResumeChange[]>().notNull().default([]),
    qualityScore: real('quality_score'),
    iterations: integer('iterations'),
    // The owner's choices and work on it (issue 29): its template, their hand edits (applied again
    // when it is tailored again), the steps quality assurance took, and its cover letter.
    design: jsonb('design').$type<ResumeDesign>(),
    ownerEdits: jsonb('owner_edits').$type<OwnerEdits>(),
    rounds: jsonb('rounds').$type<TailoringRound[]>(),
    coverLetter: jsonb('cover_letter').$type<CoverLetter>(),
  },
  (table) => [
    // The list pages newest first: (user, created, id) answers a page as a range, and any
    // lookup by user alone.
    index('tailored_resumes_user_created_idx').on(table.userId, table.createdAt, table.id),
  ],
);

export const baseResumes = pgTable(
  'base_resumes',
  {
    id: serial('id').primaryKey(),
    userId: varchar('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: integer('file_size').notNull(),
    /** The resume tailoring starts from by default; the API calls it isActive (spec §7). */
    isPrimary: boolean('is_primary').notNull().default(false),
    parsedContent: text('parsed_content'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What the parser found and missed, shown to the owner for review (docs/decisions/0010). */
    parseReport: jsonb('parse_report').$type<ParseReport>(),
    /** The template its Word and PDF files are written in; tailored resumes start from it. */
    design: jsonb('design').$type<ResumeDesign>(),
  },
  (table) => [
    index('base_resumes_user_created_idx').on(table.userId, table.createdAt, table.id),
    // One primary resume per user at most: activation swaps it inside one transaction.
    uniqueIndex('base_resumes_one_primary_idx').on(table.userId).where(sql`${table.isPrimary}`),
  ],
);

/** Bytes of uploaded and generated files; a row's `path` column names its blob as `blob:<id>`. */
export const fileBlobs = pgTable('file_blobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  data: bytea('data').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});

/** The latest social-preview PNG of each platform, served at /preview/{platform}.png. */
export const previewImages = pgTable('preview_images', {
  platform: text('platform').primaryKey(),
  png: bytea('png').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  etag: text('etag').notNull(),
  source: text('source').notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The owner's email about each stored contact message. Kept apart from `contacts` so the
 * specification's table stays as specified; one row per message, written in the same
 * transaction, so a message is never stored without a pending delivery.
 */
export const contactDeliveries = pgTable(
  'contact_deliveries',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .unique()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a pending delivery is due; while one is being sent, the end of its claim. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('contact_deliveries_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
    index('contact_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

export const specTableNames = [
  'contacts',
  'sessions',
  'users',
  'social_previews',
  'admin_users',
  'ssl_certificates',
  'managed_files',
  'admin_logs',
  'job_applications',
  'job_application_events',
  'job_application_documents',
  'tailored_resumes',
  'base_resumes',
] as const;

/**
 * Bearer tokens the owner issues for scripts calling `/api/admin/*`. Only a SHA-256 of each
 * token is kept, so a copy of the database cannot be replayed; a row is revoked, never reused.
 */
export const adminTokens = pgTable(
  'admin_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: varchar('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('admin_tokens_user_id_idx').on(table.userId)],
);

/**
 * What visitors asked the assistant (docs/decisions/0121): the question with email addresses and
 * phone numbers taken out, its wording key for grouping, and what kind of reply it got. Nothing
 * about who asked: no address, no session, no conversation. Deleted after the retention period.
 */
export const chatQuestions = pgTable(
  'chat_questions',
  {
    id: serial('id').primaryKey(),
    askedAt: timestamp('asked_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    question: text('question').notNull(),
    /** The question's content words, stemmed and sorted: equal keys are the same question. */
    wording: text('wording').notNull(),
    kind: text('kind').$type<ReplyKind>().notNull(),
  },
  (table) => [
    check(
      'chat_questions_kind_check',
      sql`${table.kind} in ('answer', 'not-stated', 'small-talk', 'declined', 'english-only')`,
    ),
    index('chat_questions_asked_at_idx').on(table.askedAt),
    index('chat_questions_wording_idx').on(table.wording),
  ],
);

/**
 * Visitor analytics as daily counts (docs/decisions/0122): page views per page, visitors, referrer
 * hosts, sections seen, panels opened, downloads, chat opens, ROI calculations, contact sends. A
 * count has no visitor in it; `day` is the calendar day in the site's time zone.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    /** The page, referrer host, section or panel counted; empty for counts without one. */
    label: text('label').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind, table.label] })],
);

/**
 * Today's visitors as salted hashes, only to count each one once a day. The salt lives in memory
 * for that day and is never stored; rows of earlier days are deleted once the day is over.
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor] })],
);
