import { describe, expect, it } from 'vitest';
import { linkMentions } from './body.ts';

const profiles: Record<string, string> = { '7': '/en/profiles/jane-7', '9': '/en/profiles/o"neil' };
const href = (id: string) => profiles[id] ?? null;

describe('linkMentions', () => {
  it("points each mention at the mentioned user's profile, whatever href the author sent", () => {
    const html =
      '<p>Hi <a href="https://evil.example/x" rel="noopener noreferrer nofollow" data-mention="7">@Jane</a>!</p>';
    expect(linkMentions(html, href)).toBe(
      '<p>Hi <a href="/en/profiles/jane-7" class="post-mention" data-mention="7">@Jane</a>!</p>',
    );
  });

  it('escapes the profile address inside the attribute', () => {
    expect(linkMentions('<a data-mention="9">@O</a>', href)).toBe(
      '<a href="/en/profiles/o&quot;neil" class="post-mention" data-mention="9">@O</a>',
    );
  });

  it('turns a mention of a user the answer did not include into plain text', () => {
    expect(linkMentions('<a href="https://x.example" data-mention="8">@Gone</a>', href)).toBe(
      '<a class="post-mention" data-mention="8">@Gone</a>',
    );
  });

  it('leaves ordinary links alone', () => {
    const html = '<p><a href="https://club.example" rel="noopener noreferrer nofollow">club</a></p>';
    expect(linkMentions(html, href)).toBe(html);
  });
});
