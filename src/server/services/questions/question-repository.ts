import { count, desc, lt, sql } from 'drizzle-orm';
import type { ReplyKind } from '../../../shared/api/chat-questions';
import type { Db } from '../../db/client';
import { chatQuestions } from '../../db/schema';

export type StoredQuestion = { question: string; wording: string; kind: ReplyKind };

export async function insertQuestion(db: Db, row: StoredQuestion): Promise<void> {
  await db.insert(chatQuestions).values(row);
}

/** One wording key's asks: how many, of which kinds, the latest reply and the most recent wording. */
export type WordingTally = {
  wording: string;
  count: number;
  kinds: Partial<Record<ReplyKind, number>>;
  latestKind: ReplyKind;
  latestQuestion: string;
  lastAskedAt: Date;
};

/**
 * The most asked wordings, `limit` at most: one pass of the database's GROUP BY over the log,
 * which the retention period keeps bounded.
 */
export async function tallyWordings(db: Db, limit: number): Promise<WordingTally[]> {
  const q = chatQuestions;
  const rows = await db
    .select({
      wording: q.wording,
      count: count(),
      answer: sql<number>`count(*) filter (where ${q.kind} = 'answer')`.mapWith(Number),
      notStated: sql<number>`count(*) filter (where ${q.kind} = 'not-stated')`.mapWith(Number),
      smallTalk: sql<number>`count(*) filter (where ${q.kind} = 'small-talk')`.mapWith(Number),
      declined: sql<number>`count(*) filter (where ${q.kind} = 'declined')`.mapWith(Number),
      englishOnly: sql<number>`count(*) filter (where ${q.kind} = 'english-only')`.mapWith(Number),
      latestKind: sql<ReplyKind>`(array_agg(${q.kind} order by ${q.askedAt} desc, ${q.id} desc))[1]`,
      latestQuestion: sql<string>`(array_agg(${q.question} order by ${q.askedAt} desc, ${q.id} desc))[1]`,
      lastAskedAt: sql<string | Date>`max(${q.askedAt})`,
    })
    .from(q)
    .groupBy(q.wording)
    .orderBy(desc(count()), desc(sql`max(${q.askedAt})`))
    .limit(limit);
  return rows.map((row) => ({
    wording: row.wording,
    count: row.count,
    kinds: {
      answer: row.answer,
      'not-stated': row.notStated,
      'small-talk': row.smallTalk,
      declined: row.declined,
      'english-only': row.englishOnly,
    },
    latestKind: row.latestKind,
    latestQuestion: row.latestQuestion,
    lastAskedAt: new Date(row.lastAskedAt),
  }));
}

export async function countQuestions(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(chatQuestions);
  return row?.total ?? 0;
}

/** Retention: questions asked before `before` go. */
export async function deleteQuestionsBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(chatQuestions)
    .where(lt(chatQuestions.askedAt, before))
    .returning({ id: chatQuestions.id });
  return deleted.length;
}
