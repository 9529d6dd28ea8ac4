import { performance } from 'node:perf_hooks';
import { siteContent } from '../content';
import { answerOffline, createOfflineAssistant } from '../src/server/services/assistant/offline-assistant';
import type { ChatTurn } from '../src/shared/api/chat';
import { answerableQuestions, unanswerableQuestions } from '../tests/fixtures/assistant-questions';

const REPLIES = 200;
const WARM_UP = 20;

function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(3));
}

/**
 * Milliseconds per offline reply (guard, follow-up resolution and composition; pure calls, no
 * HTTP) over the recruiter question set, follow-ups with their real history. Not pass/fail.
 */
export async function benchAssistant(): Promise<{ p50: number; p95: number }> {
  const { knowledge } = createOfflineAssistant(siteContent);
  const cases = [
    ...answerableQuestions,
    ...unanswerableQuestions.map((question) => ({ question, before: [] })),
  ].map(({ question, before = [] }) => {
    const history: ChatTurn[] = [];
    for (const earlier of before) {
      history.push(
        { role: 'user', content: earlier },
        { role: 'assistant', content: answerOffline(knowledge, earlier, history) },
      );
    }
    return { question, history };
  });

  for (let run = 0; run < WARM_UP; run += 1) {
    const entry = cases[run % cases.length];
    if (entry) answerOffline(knowledge, entry.question, entry.history);
  }
  const samples: number[] = [];
  for (let run = 0; run < REPLIES; run += 1) {
    const entry = cases[run % cases.length];
    if (!entry) continue;
    const startedAt = performance.now();
    answerOffline(knowledge, entry.question, entry.history);
    samples.push(performance.now() - startedAt);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}
