import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkup } from '../../../site/markup/parse-markup';

describe('parseMarkup', () => {
  it('turns a line that is wholly bold into a heading', () => {
    expect(parseMarkup('**Why it matters**')).toEqual([{ type: 'heading', text: 'Why it matters' }]);
  });

  it('joins lines into one paragraph until a blank line', () => {
    expect(parseMarkup('First line\nsecond line\n\nNext')).toEqual([
      { type: 'paragraph', text: 'First line second line' },
      { type: 'paragraph', text: 'Next' },
    ]);
  });

  it('collects "- " lines into a bulleted list and "1. " lines into a numbered one', () => {
    expect(parseMarkup('- one\n- two\n\n1. first\n2. second')).toEqual([
      { type: 'list', ordered: false, items: ['one', 'two'] },
      { type: 'list', ordered: true, items: ['first', 'second'] },
    ]);
  });

  it('ends a paragraph where a list starts, even without a blank line', () => {
    expect(parseMarkup('Before you compare:\n- scope\n- price')).toEqual([
      { type: 'paragraph', text: 'Before you compare:' },
      { type: 'list', ordered: false, items: ['scope', 'price'] },
    ]);
  });

  it('keeps a numbered heading a heading', () => {
    expect(parseMarkup('**1. Are you insured?**')).toEqual([{ type: 'heading', text: '1. Are you insured?' }]);
  });

  it('leaves a paragraph that only starts with bold a paragraph', () => {
    expect(parseMarkup('**Fascia rot.** Water soaks in.')).toEqual([{ type: 'paragraph', text: '**Fascia rot.** Water soaks in.' }]);
  });
});

describe('parseInline', () => {
  it('splits text at its bold runs', () => {
    expect(parseInline('Seal **driveways** every **2** years')).toEqual([
      { text: 'Seal ', bold: false },
      { text: 'driveways', bold: true },
      { text: ' every ', bold: false },
      { text: '2', bold: true },
      { text: ' years', bold: false },
    ]);
  });

  it('returns plain text as one segment', () => {
    expect(parseInline('plain')).toEqual([{ text: 'plain', bold: false }]);
  });
});
