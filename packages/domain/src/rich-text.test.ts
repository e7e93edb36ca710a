import { describe, expect, it } from 'vitest';
import { richTextExcerpt, richTextPlain } from './rich-text.ts';

describe('richTextPlain', () => {
  it('drops the tags, keeps words of separate paragraphs apart and decodes entities', () => {
    expect(richTextPlain('<p>Away <strong>win</strong>!</p><p>Fish &amp; chips&nbsp;&#8364;5 &#x1F600;</p>')).toBe(
      'Away win! Fish & chips €5 😀',
    );
    expect(richTextPlain('<ul><li>one</li><li>two</li></ul>line<br>break')).toBe('one two line break');
  });

  it('leaves unknown or invalid entities as they are', () => {
    expect(richTextPlain('&bogus; &#0; &lt;b&gt;')).toBe('&bogus; &#0; <b>');
  });
});

describe('richTextExcerpt', () => {
  it('keeps a short text whole', () => {
    expect(richTextExcerpt('<p>Short post</p>', 20)).toBe('Short post');
  });

  it('cuts a long text at a word and marks the cut', () => {
    expect(richTextExcerpt('<p>We travel to every away match and bring a scarf</p>', 30)).toBe(
      'We travel to every away match…',
    );
  });

  it('cuts inside a word when no space is near, counting characters rather than code units', () => {
    expect(richTextExcerpt(`<p>${'😀'.repeat(12)}</p>`, 10)).toBe(`${'😀'.repeat(10)}…`);
  });
});
