import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting', () => {
    const html = '<h2>Title</h2><p><strong>bold</strong> <em>it</em></p><ul><li>one</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, styles and event handlers', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">hi<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)></p>',
    );
    expect(out).toBe('<p>hi</p>');
  });

  it('drops links with foreign schemes and hardens the rest', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="https://club.example" target="_self">x</a>')).toBe(
      '<a href="https://club.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).not.toContain('evil');
  });
});
