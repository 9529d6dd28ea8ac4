import { describe, expect, it } from 'vitest';
import { placeToasts } from '../../src/client/components/ui/toast-placement';

const view = { width: 1400, height: 1000 };

describe('toast placement beside an open dialog', () => {
  it('keeps the usual corner without a dialog', () => {
    expect(placeToasts(view, null)).toBeNull();
  });

  it('goes beside the dialog when there is room', () => {
    expect(placeToasts(view, { left: 364, right: 1036, top: 16, bottom: 984 })).toMatchObject({
      right: 16,
      bottom: 16,
      width: 332,
    });
  });

  it('goes below a short dialog on a narrow screen', () => {
    expect(
      placeToasts({ width: 700, height: 900 }, { left: 16, right: 684, top: 300, bottom: 600 }),
    ).toMatchObject({ bottom: 16, maxHeight: 284 });
  });

  it('covers only the title, clear of the close button, when the dialog fills the screen', () => {
    expect(
      placeToasts({ width: 1024, height: 700 }, { left: 128, right: 896, top: 16, bottom: 684 }),
    ).toEqual({
      left: 136,
      top: 24,
      right: 'auto',
      bottom: 'auto',
      width: 704,
      maxWidth: 704,
    });
  });
});
