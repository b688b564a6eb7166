// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { afterContentDrawn, drawingContent } from './content-drawing.ts';

describe('afterContentDrawn', () => {
  it('runs at once on a page that draws nothing by script', () => {
    const then = vi.fn();
    afterContentDrawn(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits while the page draws its content, then runs once', () => {
    const drawn = drawingContent();
    const then = vi.fn();
    afterContentDrawn(then);
    expect(then).not.toHaveBeenCalled();
    drawn();
    expect(then).toHaveBeenCalledTimes(1);
    drawingContent()();
    expect(then).toHaveBeenCalledTimes(1);
  });
});
