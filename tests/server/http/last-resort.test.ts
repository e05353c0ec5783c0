// @vitest-environment node
// The last resort for a fault no part caught: the server goes on while a lead can be stored, else drops every post, then exits.
import { describe, expect, it } from 'vitest';
import { lastResort } from '../../../server/http/last-resort';
import { backgroundFaults } from '../../../server/leads/background-faults';

/** The handler, with a record of what it did, in order. */
function handler(canStore: () => boolean) {
  const steps: string[] = [];
  const logLines: string[] = [];
  const faults = backgroundFaults((line) => logLines.push(line));
  const onFault = lastResort({
    log: (line) => logLines.push(line),
    faults,
    canStore,
    dropConnections: () => steps.push('drop'),
    exit: (code) => steps.push(`exit ${code}`),
  });
  return { onFault, steps, logLines, faults };
}

describe('lastResort', () => {
  it('keeps the server running while a lead can still be stored, logs the fault once, and reports it to /healthz', () => {
    const { onFault, steps, logLines, faults } = handler(() => true);
    onFault(new Error('a timer nobody guarded'));
    onFault(new Error('a timer nobody guarded'));
    expect(steps).toEqual([]);
    expect(logLines.filter((line) => line.includes('a timer nobody guarded'))).toHaveLength(1);
    expect(faults.reasons()).toEqual(['A part of the server failed (a timer nobody guarded).']);
  });

  it('drops every post in flight before it exits, once neither the database nor the journal can take a lead', () => {
    const { onFault, steps } = handler(() => false);
    onFault(new Error('ENOSPC'));
    expect(steps).toEqual(['drop', 'exit 1']);
  });

  it('takes a check that throws for a store that cannot store', () => {
    const { onFault, steps } = handler(() => {
      throw new Error('disk I/O error');
    });
    onFault('a rejected promise without an Error');
    expect(steps).toEqual(['drop', 'exit 1']);
  });
});
