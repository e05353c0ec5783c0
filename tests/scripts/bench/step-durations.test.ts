// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stepDurations, type EventEntry } from '../../../scripts/bench/step-durations';

const entry = (name: string, startTime: number, duration: number, interactionId = 1, processing = 2): EventEntry => ({
  name,
  interactionId,
  startTime,
  processingStart: startTime + 4,
  processingEnd: startTime + 4 + processing,
  duration,
});

describe('stepDurations', () => {
  it('gives each step the slowest interaction that started after it, split into delay, processing and paint', () => {
    const figures = stepDurations(
      [100, 200],
      [entry('pointerdown', 110, 24), entry('click', 112, 40, 1, 30), entry('keydown', 210, 56, 2, 10)],
    );
    expect(figures).toEqual([
      { event: 'click', duration: 40, inputDelay: 4, processing: 30, presentationDelay: 6 },
      { event: 'keydown', duration: 56, inputDelay: 4, processing: 10, presentationDelay: 42 },
    ]);
  });

  it('leaves a step with no entry over the threshold undefined', () => {
    expect(stepDurations([100, 200, 300], [entry('click', 310, 16)])).toEqual([
      undefined,
      undefined,
      expect.objectContaining({ duration: 16 }),
    ]);
  });

  it('ignores events that are not interactions and those before the first step', () => {
    expect(stepDurations([100], [entry('pointerover', 150, 200, 0), entry('click', 50, 80)])).toEqual([undefined]);
  });

  it('of events with the same duration, names the one that did the work', () => {
    const [figure] = stepDurations(
      [0],
      [entry('pointerdown', 10, 48, 3, 1), entry('click', 12, 48, 3, 20), entry('pointerup', 11, 48, 3, 2)],
    );
    expect(figure?.event).toBe('click');
  });
});
