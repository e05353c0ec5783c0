// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { textTable } from '../../scripts/text-table';

describe('textTable', () => {
  it('pads each column to its widest cell, two spaces apart, and cuts the trailing spaces', () => {
    expect(
      textTable([
        ['Entry', 'Status'],
        ['all.js', ''],
      ]),
    ).toEqual(['Entry   Status', 'all.js']);
  });

  it('right-aligns the columns it is told to', () => {
    expect(
      textTable(
        [
          ['Entry', 'Gzip'],
          ['all.js', '25.1 kB'],
        ],
        [false, true],
      ),
    ).toEqual(['Entry      Gzip', 'all.js  25.1 kB']);
  });

  it('pads words to the left and figures, "<16" included, to the right when told to find the figures', () => {
    expect(
      textTable(
        [
          ['Interaction', 'worst'],
          ['tab: Membership', '<16'],
          ['Calculate', '112'],
        ],
        'figures',
      ),
    ).toEqual(['Interaction      worst', 'tab: Membership    <16', 'Calculate          112']);
  });

  it('counts characters, not UTF-16 units, so a cut cell with "…" or an accent lines up', () => {
    expect(
      textTable([
        ['Name', 'Phone'],
        ['Zoë Brontë…', '1'],
        ['Al', '2'],
      ]),
    ).toEqual(['Name         Phone', 'Zoë Brontë…  1', 'Al           2']);
  });

  it('takes rows of unequal length, a missing cell as empty', () => {
    expect(textTable([['a', 'b', 'c'], ['long']], [false, false, true])).toEqual(['a     b  c', 'long']);
  });
});
