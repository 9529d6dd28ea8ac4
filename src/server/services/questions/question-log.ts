import type { FastifyBaseLogger } from 'fastify';
import type { QuestionGroups, ReplyKind } from '../../../shared/api/chat-questions';
import type { Db } from '../../db/client';
import { groupQuestions } from './group-questions';
import { countQuestions, insertQuestion, tallyWordings } from './question-repository';
import { redactQuestion } from './redact-question';
import { wordingKeyOf } from './wording-key';

/** The most asked wordings read for grouping: enough for every group the page shows. */
const WORDINGS_READ = 1000;

export type QuestionLog = {
  /**
   * Stores what was asked and the kind of reply, in the background: the visitor's reply never
   * waits for it, and a failed insert is logged, never thrown.
   */
  record: (question: string, kind: ReplyKind) => void;
  /** The questions grouped by wording, content gaps first. */
  readGroups: () => Promise<QuestionGroups>;
  /** Waits for questions still being written. */
  settle: () => Promise<void>;
};

export type QuestionLogDeps = { db: Db; log: FastifyBaseLogger; retentionDays: number };

export function createQuestionLog(deps: QuestionLogDeps): QuestionLog {
  const pending = new Set<Promise<void>>();
  return {
    record(question, kind) {
      const text = redactQuestion(question);
      const write = insertQuestion(deps.db, { question: text, wording: wordingKeyOf(text), kind })
        .catch((error: unknown) => deps.log.warn({ err: error, kind }, 'chat question not logged'))
        .finally(() => pending.delete(write));
      pending.add(write);
    },
    async readGroups() {
      const [total, tallies] = await Promise.all([
        countQuestions(deps.db),
        tallyWordings(deps.db, WORDINGS_READ),
      ]);
      return { total, retentionDays: deps.retentionDays, groups: groupQuestions(tallies) };
    },
    async settle() {
      await Promise.allSettled([...pending]);
    },
  };
}
