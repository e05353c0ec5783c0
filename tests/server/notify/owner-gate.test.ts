// @vitest-environment node
// The owner gate on its own: what it keeps for the digest during a flood, and how it holds up when the outbox cannot be read.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { NotifiedLead } from '../../../server/notify/outbox';
import { ownerGate } from '../../../server/notify/owner-gate';

const journalLead = (name: string): NotifiedLead => ({
  id: null,
  submissionId: randomUUID(),
  receivedAt: new Date().toISOString(),
  formName: 'contact',
  fields: { name, message: 'Hello' },
  partner: null,
});

/** A gate with one webhook channel whose sends and notices are recorded, already past a limit of one message an hour. */
function floodedGate(outboxSent: () => number = () => 1) {
  const digests: Array<{ subject: string; text: string }> = [];
  const sent: string[] = [];
  const logLines: string[] = [];
  const leadText = vi.fn((lead: NotifiedLead) => `Name: ${lead.fields.name}`);
  const gate = ownerGate({
    notices: { webhook: async (subject, text) => void digests.push({ subject, text }) },
    senders: { webhook: async (lead) => void sent.push(lead.fields.name) },
    maxPerHour: 1,
    digestEveryMs: 60_000,
    outboxSent,
    leadText,
    log: (line) => logLines.push(line),
  });
  return { gate, digests, sent, logLines, leadText };
}

describe('the owner gate during a flood', () => {
  it('keeps the first messages and a count of the rest for the digest, and logs one line for the interval, not one per message', async () => {
    const { gate, digests, logLines, leadText } = floodedGate();
    for (let index = 1; index <= 10_000; index++) gate.sendLead('webhook', journalLead(`Flood ${index}`), () => undefined);
    expect(leadText.mock.calls.length).toBeLessThanOrEqual(50);
    expect(logLines).toEqual([expect.stringMatching(/^Messages to the owner by webhook are held back for the next digest/)]);
    await gate.stop();
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toBe('10000 message(s) held back over NOTIFY_MAX_PER_HOUR');
    expect(digests[0].text).toContain('Name: Flood 1\n');
    expect(digests[0].text).toContain('Name: Flood 50');
    expect(digests[0].text).not.toContain('Name: Flood 51');
    expect(digests[0].text).toContain('And 9950 more message(s)');
  });
});

describe('the owner gate when the outbox cannot be read', () => {
  it('goes on with the last count it read, never throwing into the caller, and logs the fault once', async () => {
    let readable = true;
    const { gate, sent, logLines } = floodedGate(() => {
      if (!readable) throw new Error('no such table: deliveries');
      return 0;
    });
    gate.sendLead('webhook', journalLead('Read'), () => undefined);
    readable = false;
    expect(() => gate.sendLead('webhook', journalLead('Unread 1'), () => undefined)).not.toThrow();
    expect(() => gate.sendLead('webhook', journalLead('Unread 2'), () => undefined)).not.toThrow();
    await gate.stop();
    expect(sent).toEqual(['Read']);
    expect(logLines.filter((line) => line.includes('no such table: deliveries'))).toHaveLength(1);
  });
});
