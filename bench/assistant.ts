import { performance } from 'node:perf_hooks';
import { siteContent } from '../content';
import { createModelClient } from '../src/server/platform/model-client';
import { answerOffline } from '../src/server/services/assistant/answer-offline';
import { buildKnowledge } from '../src/server/services/assistant/knowledge/knowledge';
import { createModelAssistant } from '../src/server/services/assistant/model/model-assistant';
import type { ChatTurn } from '../src/shared/api/chat';
import { type EvalCase, evalCases } from '../tests/fixtures/assistant-eval';
import { fourthTuneCases } from '../tests/fixtures/assistant-eval-fourth';
import { secondEvalCases } from '../tests/fixtures/assistant-eval-second';
import { thirdEvalCases } from '../tests/fixtures/assistant-eval-third';
import { EVAL_DATE } from '../tests/helpers/ask-assistant';
import { findInvented, formatSummary, gradeReply, summarize } from '../tests/helpers/grade-assistant';
import { startModelPeer } from '../tests/helpers/model-peer';

type Row = { figure: string; value: string; budget: string };

const RUNS = 5;
const contentText = JSON.stringify(siteContent);
const knowledge = buildKnowledge(siteContent);

function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** Each set's questions with their earlier questions as the widget would send them. */
function withHistory(set: readonly EvalCase[]) {
  return set.map((entry) => {
    const history: ChatTurn[] = [];
    for (const earlier of entry.before ?? []) {
      history.push(
        { role: 'user', content: earlier },
        { role: 'assistant', content: answerOffline(knowledge, earlier, history, EVAL_DATE).text },
      );
    }
    return { entry, history };
  });
}
const SETS = [
  { name: 'own set', cases: withHistory(evalCases) },
  { name: 'second set', cases: withHistory(secondEvalCases) },
  { name: 'third set', cases: withHistory(thirdEvalCases) },
  // The fourth set's check half is held out: its one run is its table test, not every bench.
  { name: 'fourth set, tuning half', cases: withHistory(fourthTuneCases) },
];
const cases = SETS.flatMap((set) => set.cases);

function measureAccuracy(): Row[] {
  return SETS.flatMap(({ name, cases: setCases }) => {
    const graded = setCases.map(({ entry, history }) =>
      gradeReply(entry, answerOffline(knowledge, entry.question, history, EVAL_DATE).text, contentText),
    );
    const summary = summarize(graded);
    process.stdout.write(`\nassistant ${name} (${summary.total} questions)\n${formatSummary(summary)}\n`);
    return [
      {
        figure: `assistant: ${name} correct or rightly declined (${summary.total} questions)`,
        value: `${((100 * summary.correct) / summary.total).toFixed(1)}% (${summary.correct}/${summary.total})`,
        budget: '>= 95%',
      },
      { figure: `assistant: ${name}, invented replies`, value: String(summary.invented), budget: '0' },
    ];
  });
}

/** Milliseconds per offline reply over the whole set (pure calls, no HTTP), several runs. */
function measureLatency(): Row[] {
  for (const { entry, history } of cases.slice(0, 20))
    answerOffline(knowledge, entry.question, history, EVAL_DATE);
  const p50s: number[] = [];
  const p95s: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const samples = cases.map(({ entry, history }) => {
      const startedAt = performance.now();
      answerOffline(knowledge, entry.question, history, EVAL_DATE);
      return performance.now() - startedAt;
    });
    samples.sort((a, b) => a - b);
    p50s.push(percentile(samples, 0.5));
    p95s.push(percentile(samples, 0.95));
    process.stdout.write(
      `offline reply run ${run}: p50 ${percentile(samples, 0.5).toFixed(2)} ms, p95 ${percentile(samples, 0.95).toFixed(2)} ms, max ${(samples.at(-1) ?? 0).toFixed(2)} ms\n`,
    );
  }
  return [
    {
      figure: `assistant: offline reply p50 / p95 (median of ${RUNS} runs)`,
      value: `${median(p50s).toFixed(2)} ms / ${median(p95s).toFixed(2)} ms`,
      budget: 'p95 < 50 ms',
    },
  ];
}

const INVENTIONS = [
  'Before this, Alex worked at Google as a principal engineer.',
  'Alex expects a salary of $250,000.',
  'You can call Alex directly on +1 (415) 555-0199.',
  'Alex also holds the PMP and AWS Certified Solutions Architect certifications.',
];

/** A loopback model that plants one invention in every reply: how many reach the visitor. */
async function measureInventions(): Promise<Row[]> {
  const peer = await startModelPeer();
  const assistant = createModelAssistant({
    client: createModelClient({ baseUrl: peer.baseUrl, model: 'bench', timeoutMs: 2_000 }),
    knowledge,
    log: { warn: () => undefined },
    now: () => EVAL_DATE,
  });
  let reached = 0;
  let asked = 0;
  let honestAccepted = 0;
  let honestAsked = 0;
  for (const [index, { entry, history }] of cases.entries()) {
    const offline = answerOffline(knowledge, entry.question, history, EVAL_DATE);
    if (offline.kind !== 'answer') continue;
    const planted = INVENTIONS[index % INVENTIONS.length] ?? '';
    peer.behaviour = { kind: 'answer', content: `${offline.text.split('\n')[0]} ${planted}` };
    const reply = await assistant.reply(entry.question, history);
    asked += 1;
    // A reply leaks if it carries the planted sentence, or any number, phone or link the content lacks.
    const leaked = reply.text.includes(planted) || findInvented(reply.text, contentText).length > 0;
    if (leaked) reached += 1;
    // The same model, honest: it repeats the draft answer's first line, which the check must let through.
    peer.behaviour = { kind: 'answer', content: offline.text.split('\n')[0] ?? '' };
    const honest = await assistant.reply(entry.question, history);
    honestAsked += 1;
    if (honest.text === peer.behaviour.content.trim()) honestAccepted += 1;
  }
  await peer.close();
  process.stdout.write(`inventing model: ${reached} of ${asked} planted replies reached the visitor\n`);
  return [
    {
      figure: 'assistant: inventing model, invented replies reaching the visitor',
      value: `${reached} of ${asked}`,
      budget: '0',
    },
    {
      figure: 'assistant: honest model replies accepted by the check',
      value: `${honestAccepted} of ${honestAsked}`,
      budget: '-',
    },
  ];
}

/**
 * A model that never answers, with the defaults: 2 s for the first token (LLM_FIRST_TOKEN_MS), 8 s
 * for the whole reply. The first visitors wait at most the first-token deadline; after 2 failures
 * in a row the breaker answers at once.
 */
async function measureHang(): Promise<Row[]> {
  const peer = await startModelPeer();
  peer.behaviour = { kind: 'hang' };
  const assistant = createModelAssistant({
    client: createModelClient({ baseUrl: peer.baseUrl, model: 'bench', timeoutMs: 8_000 }),
    knowledge,
    log: { warn: () => undefined },
    now: () => EVAL_DATE,
  });
  const timed = async (question: string) => {
    const startedAt = performance.now();
    await assistant.reply(question, []);
    return performance.now() - startedAt;
  };
  const first: number[] = [];
  for (const question of [
    'Which certifications does Alex hold?',
    'Where is Alex based?',
    'What projects has Alex led?',
  ])
    first.push(await timed(question));
  const after: number[] = [];
  for (const { entry } of cases.slice(0, 50)) after.push(await timed(entry.question));
  after.sort((a, b) => a - b);
  await peer.close();
  process.stdout.write(
    `hanging model: first replies ${first.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}; then p95 ${percentile(after, 0.95).toFixed(1)} ms, max ${(after.at(-1) ?? 0).toFixed(1)} ms\n`,
  );
  return [
    {
      figure: 'assistant: hanging model, first 3 replies (first-token deadline 2 s)',
      value: first.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', '),
      budget: 'each < 2.5 s',
    },
    {
      figure: 'assistant: hanging model, replies after the breaker opens (p95 / max)',
      value: `${percentile(after, 0.95).toFixed(1)} ms / ${(after.at(-1) ?? 0).toFixed(1)} ms`,
      budget: '< 2 s',
    },
  ];
}

/** The assistant's figures: accuracy on the evaluation set, speed, and the model path's safety. Not pass/fail. */
export async function benchAssistant(): Promise<Row[]> {
  return [
    ...measureAccuracy(),
    ...measureLatency(),
    ...(await measureInventions()),
    ...(await measureHang()),
  ];
}
