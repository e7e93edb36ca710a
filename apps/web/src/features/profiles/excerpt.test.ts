import { describe, expect, it } from 'vitest';
import { postExcerpt } from './excerpt.ts';

describe('postExcerpt', () => {
  it('turns sanitized HTML into plain text with the common entities decoded', () => {
    expect(postExcerpt('<p>Great save &amp; a <strong>clean</strong> sheet!</p><p>See you&nbsp;Sunday</p>')).toBe(
      'Great save & a clean sheet! See you Sunday',
    );
    expect(postExcerpt('<p>a &lt;b&gt; &quot;c&quot; &#39;d&#39;</p>')).toBe('a <b> "c" \'d\'');
  });

  it('cuts long texts at a word with an ellipsis, counting characters not code units', () => {
    expect(postExcerpt('<p>one two three four</p>', 12)).toBe('one two…');
    expect(postExcerpt('⚽'.repeat(20), 10)).toBe(`${'⚽'.repeat(10)}…`);
    expect(postExcerpt('<p>short</p>', 10)).toBe('short');
  });

  it('answers an empty text for an image-only post', () => {
    expect(postExcerpt('<p></p>')).toBe('');
  });
});
