// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { settledAfter, type RenderingNotes } from '../../../scripts/bench/watch-rendering';

describe('settledAfter', () => {
  it('times from the input behind the last change to the end of the frame after it, a part rendered later included', () => {
    const notes: RenderingNotes = {
      // A press at 100 and its release at 120; the click changes the estimate at 125, and the form follows at 150.
      inputs: [100, 120],
      changes: [125, 150],
      frames: [
        { start: 130, end: 140 },
        { start: 160, end: 172 },
      ],
    };
    expect(settledAfter(notes, 90, 300)).toBe(52);
  });

  it('counts an animation that ends after the first paint, and leaves out what the next step changed', () => {
    const notes: RenderingNotes = {
      inputs: [100, 400],
      changes: [105, 180, 410],
      frames: [
        { start: 110, end: 120 },
        { start: 185, end: 190 },
        { start: 415, end: 420 },
      ],
    };
    expect(settledAfter(notes, 90, 300)).toBe(90);
  });

  it('times a step that changed nothing from its last input to the end of the frame after it, as the floor is timed', () => {
    const notes: RenderingNotes = { inputs: [100, 120], changes: [], frames: [{ start: 125, end: 131.5 }] };
    expect(settledAfter(notes, 90, 300)).toBe(11.5);
  });

  it('is undefined for a step without an input', () => {
    expect(settledAfter({ inputs: [], changes: [], frames: [{ start: 125, end: 131 }] }, 90, 300)).toBeUndefined();
  });
});
