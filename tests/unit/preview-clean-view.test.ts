import { describe, expect, it } from 'vitest';
import { contains, fitClip } from '../../src/server/services/previews/clean-view';

describe('the part of the page a preview shows', () => {
  const picture = 1200 / 526;

  it.each([
    ['a hero taller than the picture', { x: 0, y: 112, width: 1280, height: 700 }],
    ['a hero wider than the picture', { x: 40, y: 80, width: 1200, height: 300 }],
    ['a heading block near the top', { x: 200, y: 10, width: 600, height: 200 }],
  ])('holds all of %s, in the picture’s shape', (_name, subject) => {
    const clip = fitClip(subject, picture, 40);
    expect(contains(clip, subject)).toBe(true);
    expect(Math.abs(clip.width / clip.height - picture)).toBeLessThan(0.01);
    expect(clip.x).toBeGreaterThanOrEqual(0);
    expect(clip.y).toBeGreaterThanOrEqual(0);
  });

  it('keeps the margin around the subject and centres it', () => {
    const subject = { x: 300, y: 200, width: 600, height: 400 };
    const clip = fitClip(subject, picture, 40);
    expect(clip.height).toBe(480);
    expect(Math.abs(clip.x + clip.width / 2 - 600)).toBeLessThanOrEqual(1);
    expect(clip.y).toBe(160);
  });
});
