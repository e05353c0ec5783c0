import { describe, expect, it } from 'vitest';
import { isPinnedWidgetPath, pinnedWidgetFile, widgetScriptPath } from '../../../common/contract/widget-files';

describe('widget files', () => {
  it('names a pinned copy by the first ten hex digits of its digest', () => {
    expect(pinnedWidgetFile('quote-form', '0123456789abcdef')).toBe('quote-form.0123456789.js');
  });

  it('knows a widget script by its path, pinned or not, wherever the folder is mirrored', () => {
    expect(widgetScriptPath.test('/widgets/all.js')).toBe(true);
    expect(widgetScriptPath.test(`/widgets/${pinnedWidgetFile('all', 'ab'.repeat(20))}`)).toBe(true);
    expect(widgetScriptPath.test('/mirror/widgets/contact-form.js')).toBe(true);
    expect(widgetScriptPath.test('https://cdn.example.org/widgets/all.js?v=2#top')).toBe(true);
    expect(widgetScriptPath.test('/widgets/all.json')).toBe(false);
    expect(widgetScriptPath.test('/widgets/manifest.json')).toBe(false);
    expect(widgetScriptPath.test('/assets/index-abc.js')).toBe(false);
  });

  it('tells pinned copies from the scripts under their plain names', () => {
    expect(isPinnedWidgetPath(`/widgets/${pinnedWidgetFile('quote-calculator', 'c3e393f868ff')}`)).toBe(true);
    expect(isPinnedWidgetPath('/widgets/quote-calculator.js')).toBe(false);
    expect(isPinnedWidgetPath('/widgets/quote-calculator.c3e393f8.js')).toBe(false);
  });
});
