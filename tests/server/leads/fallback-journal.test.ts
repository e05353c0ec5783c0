// @vitest-environment node
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fallbackJournalFile, journalPlacementWarning, openFallbackJournal } from '../../../server/leads/fallback-journal';
import { openLeadStore, type NewLead } from '../../../server/leads/lead-store';
import { findLeads } from '../../../server/leads/stored-leads';
import { lead, testFolder } from './lead-fixtures';

const folder = testFolder('fallback-journal-test-');

describe('the fallback journal', () => {
  it('after a torn last line keeps both new leads, and moves the fragment to .corrupt beside it', () => {
    const log: string[] = [];
    const journal = openFallbackJournal<NewLead>(folder(), { log: (line) => log.push(line) });
    const torn = JSON.stringify(lead('Torn')).slice(0, 40);
    journal.append([lead('Before')]);
    appendFileSync(journal.path, torn); // A crash (or a full disk) in the middle of a write.
    journal.append([lead('First after'), lead('Second after')]);

    expect(journal.read().map((row) => row.fields.name)).toEqual(['Before', 'First after', 'Second after']);
    expect(readFileSync(`${journal.path}.corrupt`, 'utf8')).toBe(`${torn}\n`);
    expect(statSync(`${journal.path}.corrupt`).mode & 0o777).toBe(0o600);
    expect(log).toEqual([expect.stringMatching(/^1 damaged line\(s\) of .*moved to .*\.corrupt/)]);
    // Moved, not copied: the next read finds the journal clean, and the fragment is not kept twice.
    expect(journal.read()).toHaveLength(3);
    expect(readFileSync(`${journal.path}.corrupt`, 'utf8')).toBe(`${torn}\n`);
    expect(log).toHaveLength(1);
  });

  it('tells its size in leads and bytes, and none before its first lead', () => {
    const journal = openFallbackJournal<NewLead>(folder());
    expect(journal.size()).toEqual({ rows: 0, bytes: 0 });
    journal.append([lead('One'), lead('Two')]);
    expect(journal.size()).toEqual({ rows: 2, bytes: statSync(journal.path).size });
    journal.keepOnly([]);
    expect(journal.size()).toEqual({ rows: 0, bytes: 0 });
  });

  it('moves a damaged line in the middle aside too, and the lead store imports every lead around it', () => {
    const dir = folder();
    const journal = openFallbackJournal<NewLead>(dir);
    journal.append([lead('One')]);
    appendFileSync(journal.path, 'not json at all\n');
    journal.append([lead('Two')]);
    const log: string[] = [];
    const store = openLeadStore(join(dir, 'leads.sqlite'), { log: (line) => log.push(line) });
    const names = findLeads(store.database).map((row) => row.fields.name);
    store.close();
    expect(names.sort()).toEqual(['One', 'Two']);
    expect(readFileSync(join(dir, `${fallbackJournalFile}.corrupt`), 'utf8')).toBe('not json at all\n');
    expect(log.some((line) => line.includes('damaged line'))).toBe(true);
    // The rows went into the database: nothing is left in the journal.
    expect(readFileSync(journal.path, 'utf8')).toBe('');
  });
});

describe('a journal line that is JSON but not a lead', () => {
  it('goes to .corrupt and is reported like a torn line, and the leads after it are imported', () => {
    const dir = folder();
    const journal = openFallbackJournal<NewLead>(dir);
    appendFileSync(journal.path, 'null\n{"hello":"not a lead"}\n');
    journal.append([lead('After the odd lines')]);
    const log: string[] = [];
    const store = openLeadStore(join(dir, 'leads.sqlite'), { log: (line) => log.push(line) });
    const names = findLeads(store.database).map((row) => row.fields.name);
    store.close();
    expect(names).toEqual(['After the odd lines']);
    expect(readFileSync(`${journal.path}.corrupt`, 'utf8')).toBe('null\n{"hello":"not a lead"}\n');
    expect(log).toContainEqual(expect.stringMatching(/^2 damaged line\(s\) of .*moved to .*\.corrupt/));
  });
});

describe('the .corrupt files beside the journal', () => {
  it('are deleted with the leads of their age, as the retention promises', async () => {
    const dir = folder();
    const corrupt = join(dir, `${fallbackJournalFile}.corrupt`);
    writeFileSync(corrupt, 'damaged line\n');
    const longAgo = new Date(Date.now() - 800 * 24 * 3_600_000);
    utimesSync(corrupt, longAgo, longAgo);
    const store = openLeadStore(join(dir, 'leads.sqlite'));
    store.purge(new Date(Date.now() - 730 * 24 * 3_600_000));
    store.close();
    expect(existsSync(corrupt)).toBe(false);
  });
});

describe('a journal folder the server cannot write', () => {
  it('is refused at start, with what to add to ReadWritePaths=', () => {
    const dir = folder();
    writeFileSync(join(dir, 'not-a-folder'), '');
    expect(() => openLeadStore(join(dir, 'leads.sqlite'), { fallbackDir: join(dir, 'not-a-folder', 'journal') })).toThrow(
      /fallback journal's folder .*not-a-folder\/journal cannot be written .*ReadWritePaths=/,
    );
  });
});

describe('journalPlacementWarning', () => {
  it("warns when the journal shares the database's filesystem, and not when it has a disk of its own", () => {
    const dir = folder();
    expect(journalPlacementWarning(join(dir, 'leads.sqlite'), join(dir, 'not-yet-made'))).toMatch(/same filesystem.*LEADS_FALLBACK_DIR/);
    const own = join(dir, 'own-disk');
    mkdirSync(own);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', own]);
    try {
      expect(journalPlacementWarning(join(dir, 'leads.sqlite'), join(own, 'journal'))).toBeUndefined();
    } finally {
      execFileSync('umount', [own]);
    }
  });
});

describe('the lead store over a journal it cannot read', () => {
  it('opens, logs why, and still stores leads in the database', async () => {
    const dir = folder();
    mkdirSync(join(dir, fallbackJournalFile)); // Read as a file, this fails (EISDIR), as a failing disk would.
    const log: string[] = [];
    const store = openLeadStore(join(dir, 'leads.sqlite'), { log: (line) => log.push(line) });
    expect(log).toEqual([expect.stringMatching(/^Could not read .*leads-fallback-[0-9a-f]+\.jsonl \(EISDIR.*\); trying again\.$/)]);
    expect(await store.save(lead('Still Stored'))).toBe(1);
    store.close();
  });
});
