import { describe, expect, it } from 'vitest';
import { createHoverTrigger } from '../../src/client/features/particles/hover-trigger';

const OVER_PARTICLES = { isNearParticle: true, isOverContent: false };
const OVER_CONTENT = { isNearParticle: true, isOverContent: true };
const BARE_BACKGROUND = { isNearParticle: false, isOverContent: false };

/** Moves over the particles every `stepMs` from `from` to `to` inclusive; returns the fire times. */
function hover(trigger: ReturnType<typeof createHoverTrigger>, from: number, to: number, stepMs = 200) {
  const fired: number[] = [];
  for (let now = from; now <= to; now += stepMs) {
    if (trigger.move(now, OVER_PARTICLES)) fired.push(now);
  }
  return fired;
}

const newTrigger = () => createHoverTrigger({ triggerMs: 10_000, idleMs: 1_000 });

describe('particle hover trigger (spec §4: 10 s hover, 1 s idle cancel)', () => {
  it('fires once after 10 s of continuous hovering, not before', () => {
    const trigger = newTrigger();
    expect(hover(trigger, 0, 9_800)).toEqual([]);
    expect(trigger.getPhase()).toBe('hovering');
    expect(trigger.move(10_000, OVER_PARTICLES)).toBe(true);
    expect(trigger.getPhase()).toBe('fired');
  });

  it('fires on a tick when the pointer rests less than the idle limit at the 10 s mark', () => {
    const trigger = newTrigger();
    hover(trigger, 0, 9_400);
    expect(trigger.tick(9_999)).toBe(false);
    expect(trigger.tick(10_000)).toBe(true);
  });

  it('does not fire again during the same hover', () => {
    const trigger = newTrigger();
    expect(hover(trigger, 0, 25_000)).toEqual([10_000]);
  });

  it('is cancelled by moving over a content section, and restarts from zero', () => {
    const trigger = newTrigger();
    hover(trigger, 0, 8_000);
    expect(trigger.move(8_100, OVER_CONTENT)).toBe(false);
    expect(trigger.getPhase()).toBe('idle');
    expect(hover(trigger, 8_200, 18_000)).toEqual([]);
    expect(trigger.move(18_200, OVER_PARTICLES)).toBe(true);
  });

  it('is cancelled when the pointer leaves the window', () => {
    const trigger = newTrigger();
    hover(trigger, 0, 9_000);
    trigger.leave();
    expect(trigger.getPhase()).toBe('idle');
    expect(trigger.tick(10_000)).toBe(false);
    expect(hover(trigger, 9_200, 19_000)).toEqual([]);
  });

  it('is cancelled after more than 1 s without movement', () => {
    const trigger = newTrigger();
    hover(trigger, 0, 5_000);
    expect(trigger.tick(6_000)).toBe(false);
    expect(trigger.getPhase()).toBe('hovering');
    expect(trigger.tick(6_001)).toBe(false);
    expect(trigger.getPhase()).toBe('idle');
  });

  it('treats a move after a long pause as the start of a new hover', () => {
    const trigger = newTrigger();
    hover(trigger, 0, 8_000);
    // No tick ran during the pause (a paused animation): the move itself notices the idle gap.
    expect(trigger.move(9_500, OVER_PARTICLES)).toBe(false);
    expect(hover(trigger, 9_700, 19_300)).toEqual([]);
    expect(trigger.move(19_500, OVER_PARTICLES)).toBe(true);
  });

  it('accepts 1 s exactly between moves but not more', () => {
    const continuous = newTrigger();
    expect(hover(continuous, 0, 10_000, 1_000)).toEqual([10_000]);
    const gappy = newTrigger();
    expect(hover(gappy, 0, 12_000, 1_001)).toEqual([]);
  });

  it('counts bare background with no particle near as no activity, not as a cancel', () => {
    const trigger = newTrigger();
    hover(trigger, 0, 9_000);
    expect(trigger.move(9_500, BARE_BACKGROUND)).toBe(false);
    expect(trigger.getPhase()).toBe('hovering');
    expect(trigger.move(9_900, OVER_PARTICLES)).toBe(false);
    expect(trigger.move(10_000, BARE_BACKGROUND)).toBe(true);
  });

  it('lets a gap with no particle near run into the idle limit', () => {
    const trigger = newTrigger();
    hover(trigger, 0, 5_000);
    expect(trigger.move(5_600, BARE_BACKGROUND)).toBe(false);
    expect(trigger.move(6_100, BARE_BACKGROUND)).toBe(false);
    expect(trigger.getPhase()).toBe('idle');
  });

  it('starts nothing over content or bare background', () => {
    const trigger = newTrigger();
    trigger.move(0, OVER_CONTENT);
    trigger.move(100, BARE_BACKGROUND);
    expect(trigger.getPhase()).toBe('idle');
    expect(trigger.tick(20_000)).toBe(false);
  });

  it('can fire again after a cancelled hover', () => {
    const trigger = newTrigger();
    expect(hover(trigger, 0, 10_000)).toEqual([10_000]);
    trigger.leave();
    expect(hover(trigger, 11_000, 21_000)).toEqual([21_000]);
  });
});
