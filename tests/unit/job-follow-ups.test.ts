import { describe, expect, it } from 'vitest';
import { appendToColumn, moveOnBoard } from '../../src/client/features/jobs/board-queries';
import { describeNextStep } from '../../src/client/features/jobs/describe-next-step';
import { stepStatus } from '../../src/client/features/jobs/pipeline-board';
import { type BoardCard, boardStatuses, type JobBoard } from '../../src/shared/api/job-board';
import { calendarDayIn, followUpState, listFollowUps } from '../../src/shared/jobs/follow-ups';
import { describeInterviewStep, describeInterviewTime } from '../../src/shared/jobs/interview-words';

const at = (day: string) => `${day}T00:00:00.000Z`;

describe('follow-up flags', () => {
  it.each([
    ['pending', '2026-11-23', 'overdue'],
    ['interview', '2026-11-24', 'due'],
    ['offer', '2026-11-25', null],
    ['rejected', '2026-11-01', null],
    ['withdrawn', '2026-11-24', null],
  ] as const)('a %s application with a next step on %s is %s on 2026-11-24', (status, day, expected) => {
    expect(followUpState({ status, nextStepDate: at(day) }, '2026-11-24')).toBe(expected);
  });

  it('has nothing to chase without a next-step date', () => {
    expect(followUpState({ status: 'pending', nextStepDate: null }, '2026-11-24')).toBeNull();
  });

  it("takes today in the owner's zone, not UTC's", () => {
    const lateEvening = new Date('2026-11-25T05:00:00Z'); // 9 PM on the 24th in Los Angeles
    expect(calendarDayIn('America/Los_Angeles', lateEvening)).toBe('2026-11-24');
    expect(calendarDayIn('UTC', lateEvening)).toBe('2026-11-25');
  });

  it('lists what is due, oldest next step first', () => {
    const due = listFollowUps(
      [
        { id: 1, status: 'pending', nextStepDate: at('2026-11-24') },
        { id: 2, status: 'pending', nextStepDate: at('2026-11-20') },
        { id: 3, status: 'rejected', nextStepDate: at('2026-11-01') },
        { id: 4, status: 'offer', nextStepDate: at('2026-12-01') },
      ] as const,
      '2026-11-24',
    );
    expect(due.map((item) => [item.id, item.followUp])).toEqual([
      [2, 'overdue'],
      [1, 'due'],
    ]);
  });
});

describe('interview times in words', () => {
  it.each([
    ['2026-12-03T22:30:00Z', 'America/Los_Angeles', 'Thu Dec 3, 2:30 PM PT'],
    ['2026-07-01T13:00:00Z', 'America/New_York', 'Wed Jul 1, 9:00 AM ET'],
    ['2026-03-10T09:05:00Z', 'UTC', 'Tue Mar 10, 9:05 AM UTC'],
  ])('%s in %s reads "%s"', (instant, zone, words) => {
    expect(describeInterviewTime(new Date(instant), zone)).toBe(words);
  });

  it('leads the next step with the interview title', () => {
    expect(describeInterviewStep('Panel', new Date('2026-12-03T22:30:00Z'), 'America/Los_Angeles')).toBe(
      'Panel Thu Dec 3, 2:30 PM PT',
    );
  });

  it('does not repeat a day the next step already names', () => {
    expect(
      describeNextStep({ nextStepAction: 'Interview Thu Dec 3, 2:30 PM PT', nextStepDate: at('2026-12-03') }),
    ).toBe('Interview Thu Dec 3, 2:30 PM PT');
    expect(describeNextStep({ nextStepAction: 'Send references', nextStepDate: at('2026-12-13') })).toBe(
      'Send references (Dec 13, 2026)',
    );
    expect(describeNextStep({ nextStepAction: null, nextStepDate: at('2026-12-13') })).toBe('Dec 13, 2026');
    expect(describeNextStep({ nextStepAction: null, nextStepDate: null })).toBe('');
  });
});

describe('pipeline board logic', () => {
  const card = (id: number, status: BoardCard['status']): BoardCard => ({
    id,
    company: `Co ${id}`,
    position: 'Director',
    location: null,
    status,
    priority: 'medium',
    appliedDate: at('2026-11-01'),
    nextStepAction: null,
    nextStepDate: null,
    updatedAt: at('2026-11-01'),
  });

  it('steps along the pipeline and stops at either end', () => {
    expect(stepStatus('pending', 1)).toBe('interview');
    expect(stepStatus('interview', -1)).toBe('pending');
    expect(stepStatus('pending', -1)).toBeNull();
    expect(stepStatus('withdrawn', 1)).toBeNull();
  });

  /** A board whose columns have loaded these cards of more: each column counts 100 beyond them. */
  const boardOf = (cards: BoardCard[]): JobBoard => ({
    columns: boardStatuses.map((status) => {
      const inColumn = cards.filter((item) => item.status === status);
      return { status, count: inColumn.length + 100, cards: inColumn, nextCursor: 'more' };
    }),
  });

  it('moves a card to the top of its new column and moves the counts by one', () => {
    const board = boardOf([card(1, 'pending'), card(2, 'pending'), card(3, 'interview')]);
    const moved = moveOnBoard(board, 2, 'interview');
    const column = (status: string) => moved.columns.find((item) => item.status === status);
    expect(column('pending')?.cards.map((item) => item.id)).toEqual([1]);
    expect(column('interview')?.cards.map((item) => [item.id, item.status])).toEqual([
      [2, 'interview'],
      [3, 'interview'],
    ]);
    expect(moved.columns.map((item) => item.count)).toEqual([101, 102, 100, 100, 100]);
    expect(moveOnBoard(board, 99, 'offer')).toBe(board);
  });

  it("appends a column's next page once, even with a card that moved in meanwhile", () => {
    const board = moveOnBoard(boardOf([card(1, 'pending'), card(2, 'interview')]), 1, 'interview');
    const next = appendToColumn(board, 'interview', {
      cards: [card(1, 'interview'), card(4, 'interview')],
      nextCursor: null,
    });
    const interview = next.columns.find((item) => item.status === 'interview');
    expect(interview?.cards.map((item) => item.id)).toEqual([1, 2, 4]);
    expect(interview?.nextCursor).toBeNull();
    expect(next.columns.find((item) => item.status === 'pending')?.nextCursor).toBe('more');
  });
});
