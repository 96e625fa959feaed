import { describe, expect, it } from 'vitest';
import { FONT_SIZE_KEY, preferenceChange, SITE_KEY } from '../../app/state/preferences.ts';

// What a tab follows of the storage events another tab of the app causes (app-providers.tsx).
describe('preferenceChange', () => {
  it('follows a site colour and a font size another tab chose', () => {
    expect(preferenceChange(SITE_KEY, '#409EFF')).toEqual({ kind: 'site', value: '#409EFF' });
    expect(preferenceChange(FONT_SIZE_KEY, 'medium')).toEqual({ kind: 'size', value: 'medium' });
  });

  it('ignores other keys, a removed key (or cleared storage) and values this tab would not keep', () => {
    expect(preferenceChange('org-Token', 'abc')).toBeNull();
    expect(preferenceChange(null, null)).toBeNull();
    expect(preferenceChange(SITE_KEY, null)).toBeNull();
    expect(preferenceChange(SITE_KEY, 'blue')).toBeNull();
    expect(preferenceChange(FONT_SIZE_KEY, 'huge')).toBeNull();
  });
});
