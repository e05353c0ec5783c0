// Sorts the Event Timing entries a page recorded into the steps of a scripted run, and keeps each step's slowest interaction.

/** What the page keeps of one PerformanceEventTiming entry. */
export interface EventEntry {
  name: string;
  /** 0 for events that are not part of an interaction (hover, pointermove). */
  interactionId: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  /** From the input to the next paint, rounded by the browser to 8 ms. */
  duration: number;
}

/** The slowest interaction of a step, split the way Event Timing splits it (all in ms). */
export interface StepFigure {
  event: string;
  duration: number;
  inputDelay: number;
  processing: number;
  presentationDelay: number;
}

/**
 * For each step (its `performance.now()` just before its input), its slowest interaction, or undefined
 * when none of its events took as long as the observer's threshold. An entry belongs to the last step
 * that started at or before it; entries from before the first step are left out.
 */
export function stepDurations(stepStarts: readonly number[], entries: readonly EventEntry[]): (StepFigure | undefined)[] {
  const figures: (StepFigure | undefined)[] = stepStarts.map(() => undefined);
  for (const entry of entries) {
    if (entry.interactionId === 0) continue;
    let step = -1;
    for (let index = 0; index < stepStarts.length && stepStarts[index] <= entry.startTime; index += 1) step = index;
    if (step === -1) continue;
    const current = figures[step];
    // Events of one interaction often share a duration; the one that did the work explains it best.
    const processing = entry.processingEnd - entry.processingStart;
    if (current && (current.duration > entry.duration || (current.duration === entry.duration && current.processing >= processing)))
      continue;
    figures[step] = {
      event: entry.name,
      duration: entry.duration,
      inputDelay: entry.processingStart - entry.startTime,
      processing,
      presentationDelay: Math.max(0, entry.startTime + entry.duration - entry.processingEnd),
    };
  }
  return figures;
}
