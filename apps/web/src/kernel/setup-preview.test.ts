import { describe, expect, it } from 'vitest';
import { readPreviewDraft } from './setup-preview.ts';

const draft = {
  moduleConfig: {
    instance: { name: 'Preview FC', short_name: 'PFC', theme_color: '#8a1538', background_color: '#fffaf0' },
    options: { default_language: 'en', language_options: ['en'] },
    modules: { events: false },
    feature_flags: { beta: true, odd: 'yes' },
    campaign_aliases: { summer: '6f1c9f0e-1111-4a4a-9b9b-222233334444' },
  },
  routeWords: { events: 'matches' },
  icons: { star: 'M12 2 9 9H2l6 4-2 7 6-4 6 4-2-7 6-4h-7z', bad: '<svg onload="x()"/>' },
};

describe("the setup preview's draft as the frame reads it", () => {
  it('keeps what is well formed and drops icons with markup and values of the wrong kind', () => {
    const read = readPreviewDraft(draft)!;
    expect(read.moduleConfig.instance).toEqual(draft.moduleConfig.instance);
    expect(read.icons).toEqual({ star: draft.icons.star });
    expect(read.moduleConfig.feature_flags).toEqual({ beta: true });
    expect(read.routeWords).toEqual({ events: 'matches' });
  });

  it('puts the app colours in place of colours that are not colours', () => {
    const read = readPreviewDraft({
      ...draft,
      moduleConfig: { ...draft.moduleConfig, instance: { name: 'X', theme_color: 'red;x', background_color: 3 } },
    })!;
    expect(read.moduleConfig.instance).toEqual({
      name: 'X',
      short_name: 'X',
      theme_color: '#0b5fff',
      background_color: '#ffffff',
    });
  });

  it('refuses what is no draft', () => {
    expect(readPreviewDraft(null)).toBeNull();
    expect(readPreviewDraft('draft')).toBeNull();
    expect(readPreviewDraft({ ...draft, icons: [] })).toBeNull();
    expect(readPreviewDraft({ ...draft, moduleConfig: { ...draft.moduleConfig, instance: { name: 1 } } })).toBeNull();
  });
});
