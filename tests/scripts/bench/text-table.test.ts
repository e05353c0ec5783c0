// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { textTable } from '../../../scripts/bench/text-table';

describe('textTable', () => {
  it('pads words to the left and figures, "<16" included, to the right', () => {
    expect(
      textTable([
        ['Interaction', 'worst'],
        ['tab: Membership', '<16'],
        ['Calculate', '112'],
      ]),
    ).toBe(['Interaction       worst', 'tab: Membership     <16', 'Calculate           112'].join('\n'));
  });
});
