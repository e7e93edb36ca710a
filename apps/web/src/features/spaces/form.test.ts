import { describe, expect, it } from 'vitest';
import { descriptionHtml, descriptionText, groupFormData } from './form.ts';

describe('groupFormData', () => {
  it('nests every field under fan_group and drops null and undefined fields', () => {
    const form = groupFormData({
      name: 'Ultras',
      description: null,
      access: undefined,
      visibility: 'publicly_visible',
    });
    expect([...form.keys()]).toEqual(['fan_group[name]', 'fan_group[visibility]']);
    expect(form.get('fan_group[name]')).toBe('Ultras');
  });

  it('sends a list as fan_group[field][], one part per item', () => {
    const form = groupFormData({ tags: ['a', 'b'] });
    expect(form.getAll('fan_group[tags][]')).toEqual(['a', 'b']);
    expect(form.has('fan_group[tags]')).toBe(false);
  });

  it('sends a file as it is', () => {
    const file = new Blob(['x'], { type: 'image/png' });
    const form = groupFormData({ image_file: file });
    expect(form.get('fan_group[image_file]')).toBeInstanceOf(Blob);
  });
});

describe('description text and rich text', () => {
  it('makes paragraphs of blank-line blocks and escapes markup', () => {
    expect(descriptionHtml('Hello <b>fans</b>\nline two\n\nSecond')).toBe(
      '<p>Hello &lt;b&gt;fans&lt;/b&gt;<br>line two</p><p>Second</p>',
    );
    expect(descriptionHtml('  \n\n ')).toBe('');
  });

  it('reads the rich text back as the same plain text', () => {
    const text = 'Hello <b>fans</b> & co\nline two\n\nSecond';
    expect(descriptionText(descriptionHtml(text))).toBe(text);
  });
});
