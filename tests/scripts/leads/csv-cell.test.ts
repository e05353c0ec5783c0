// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../scripts/leads/csv-cell';

describe('csvCell', () => {
  it('leaves plain text, numbers and empty values bare', () => {
    expect(csvCell('Avery Chen')).toBe('Avery Chen');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes (RFC 4180)', () => {
    expect(csvCell('Kelowna, BC')).toBe('"Kelowna, BC"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('defuses cells a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1 250 555 0142')).toBe("'+1 250 555 0142");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('leaves a formula character alone where it is not first', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('$371 - $474')).toBe('$371 - $474');
  });

  it('leaves numbers the export itself writes alone', () => {
    expect(csvCell(-1)).toBe('-1');
  });
});
