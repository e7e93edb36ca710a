import { describe, expect, it } from 'vitest';
import { descriptionHtml, organizationFormData } from './api.ts';
import { organizationFilterOf } from './filters.ts';
import { newOrganizationPath, organizationPath, organizationsPath } from './paths.ts';
import { resolveRouteWords } from '@tribune/domain';

describe('organizations: filters, form and paths', () => {
  it('reads the filter of the URL; `mine` only for a signed-in viewer, anything else is all', () => {
    expect(organizationFilterOf(null, false)).toBe('all');
    expect(organizationFilterOf('sponsors', false)).toBe('sponsors');
    expect(organizationFilterOf('mine', false)).toBe('all');
    expect(organizationFilterOf('mine', true)).toBe('mine');
    expect(organizationFilterOf('everything', true)).toBe('all');
  });

  it('sends the fields as organization[...] and drops the empty ones', () => {
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    const form = organizationFormData({
      name: 'Trust',
      description: '',
      website_url: 'https://example.org',
      logo_file: logo,
      hero_file: null,
    });
    expect([...form.keys()]).toEqual(['organization[name]', 'organization[website_url]', 'organization[logo_file]']);
    expect(form.get('organization[name]')).toBe('Trust');
  });

  it('turns plain text into escaped paragraphs', () => {
    expect(descriptionHtml('Hello <b>\nthere\n\nSecond')).toBe('<p>Hello &lt;b&gt;<br>there</p><p>Second</p>');
    expect(descriptionHtml('  \n\n ')).toBe('');
  });

  it('follows the route words', () => {
    const words = resolveRouteWords({ organizations: 'vereine', new: 'neu' });
    expect(organizationsPath('de', words)).toBe('/de/vereine');
    expect(newOrganizationPath('de', words)).toBe('/de/vereine/neu');
    expect(organizationPath('de', words, '12')).toBe('/de/vereine/12');
  });
});
