import { describe, expect, it } from 'vitest';
import {
  indexInPage,
  indexOf,
  pageOfIndex,
  parsePhotoParam,
  positionLabel,
  sequenceAt,
  stepIndex,
  swipeStep,
} from './gallery-viewer.ts';

describe('gallery viewer arithmetic (pages of 40)', () => {
  it('puts image 40 on page 1 and image 41 on page 2', () => {
    expect(pageOfIndex(0)).toBe(1);
    expect(pageOfIndex(39)).toBe(1);
    expect(pageOfIndex(40)).toBe(2);
    expect(indexInPage(40)).toBe(0);
    expect(indexOf(2, 0)).toBe(40);
    expect(positionLabel(40, 57)).toBe('41 из 57');
  });

  it('steps within the album without wrapping around', () => {
    expect(stepIndex(39, 1, 57)).toBe(40);
    expect(stepIndex(56, 1, 57)).toBeNull();
    expect(stepIndex(0, -1, 57)).toBeNull();
  });

  it('reads a swipe: left is the next image, right the previous, short or vertical is nothing', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(90, -5)).toBe(-1);
    expect(swipeStep(-30, 0)).toBe(0);
    expect(swipeStep(-80, 200)).toBe(0);
  });

  it('turns a drop on a page into the place in the whole album', () => {
    expect(sequenceAt(1, 0)).toBe(1);
    expect(sequenceAt(2, 3)).toBe(44);
  });

  it('accepts only a photo number inside the album', () => {
    expect(parsePhotoParam('12', 57)).toBe(11);
    expect(parsePhotoParam('58', 57)).toBeNull();
    expect(parsePhotoParam('0', 57)).toBeNull();
    expect(parsePhotoParam('x', 57)).toBeNull();
    expect(parsePhotoParam(null, 57)).toBeNull();
  });
});
