import { describe, expect, it } from 'vitest';
import { placePanel, RESERVED_HEIGHT } from '../../src/client/features/detail-panel/placement';

const desktop = { viewportWidth: 1440, viewportHeight: 900 };

describe('placePanel', () => {
  it('opens right of the click when it fits', () => {
    expect(
      placePanel({ ...desktop, clickX: 200, clickY: 100, reservedHeight: RESERVED_HEIGHT.experience }),
    ).toEqual({
      left: 220,
      top: 100,
      width: 560,
      maxHeight: 780,
      side: 'right',
    });
  });

  it('opens left of the click when the right side is too narrow', () => {
    const placement = placePanel({ ...desktop, clickX: 1200, clickY: 100, reservedHeight: 400 });
    expect(placement.side).toBe('left');
    expect(placement.left).toBe(1200 - 20 - 560);
  });

  it('spans the width less the margins when neither side fits', () => {
    const placement = placePanel({
      viewportWidth: 700,
      viewportHeight: 800,
      clickX: 350,
      clickY: 100,
      reservedHeight: 400,
    });
    expect(placement).toMatchObject({ side: 'full', left: 20, width: 660 });
  });

  it('keeps the width between 320 and min(800, viewport - 40)', () => {
    expect(
      placePanel({ ...desktop, clickX: 0, clickY: 0, reservedHeight: 300, preferredWidth: 100 }).width,
    ).toBe(320);
    expect(
      placePanel({ ...desktop, clickX: 0, clickY: 0, reservedHeight: 300, preferredWidth: 2000 }).width,
    ).toBe(800);
    const narrow = placePanel({
      viewportWidth: 375,
      viewportHeight: 700,
      clickX: 10,
      clickY: 50,
      reservedHeight: 300,
    });
    expect(narrow.width).toBe(335);
    expect(narrow.left).toBe(20);
  });

  it('flips above the click when the reserved height would overflow', () => {
    const experience = placePanel({
      ...desktop,
      clickX: 100,
      clickY: 700,
      reservedHeight: RESERVED_HEIGHT.experience,
    });
    expect(experience.top).toBe(300);
    const skills = placePanel({
      ...desktop,
      clickX: 100,
      clickY: 700,
      reservedHeight: RESERVED_HEIGHT.skills,
    });
    expect(skills.top).toBe(400);
  });

  it('stays below the click when the reserved height fits', () => {
    expect(placePanel({ ...desktop, clickX: 100, clickY: 480, reservedHeight: 400 }).top).toBe(480);
    expect(placePanel({ ...desktop, clickX: 100, clickY: 481, reservedHeight: 400 }).top).toBe(81);
  });

  it('caps the height so the panel ends inside the viewport, at most viewport - 40', () => {
    expect(placePanel({ ...desktop, clickX: 100, clickY: 20, reservedHeight: 400 }).maxHeight).toBe(860);
    const low = placePanel({ ...desktop, clickX: 100, clickY: 480, reservedHeight: 400 });
    expect(low.top + low.maxHeight).toBe(880);
  });

  it('never leaves the viewport at the top', () => {
    const placement = placePanel({
      viewportWidth: 1024,
      viewportHeight: 420,
      clickX: 100,
      clickY: 300,
      reservedHeight: 400,
    });
    expect(placement.top).toBe(20);
    expect(placement.maxHeight).toBe(380);
  });
});
