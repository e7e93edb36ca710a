import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID } from '@tribune/domain';
import { renderBootData } from './html.ts';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('renderBootData', () => {
  it('embeds the bodies as JSON that reads back the same, in an element that never runs', () => {
    const tags = renderBootData({
      moduleConfig: json({ version: 3, modules: { home: true } }),
      routes: json({ contents: 'inhalte' }),
      icons: json({ star: 'M0 0' }),
      translations: { locale: 'de', body: json({ home: { title: 'Start' } }) },
    });
    expect(tags.startsWith(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">`)).toBe(true);
    const inner = tags.slice(tags.indexOf('>') + 1, tags.lastIndexOf('</script>'));
    expect(JSON.parse(inner)).toEqual({
      module_config: { version: 3, modules: { home: true } },
      routes: { contents: 'inhalte' },
      icons: { star: 'M0 0' },
      translations: { de: { home: { title: 'Start' } } },
    });
  });

  it('lets no text of an instance close the element or open a comment', () => {
    const evil = '</script><script>alert(1)</script><!-- <SCRIPT>';
    const tags = renderBootData({
      moduleConfig: json({ instance: { name: evil } }),
      routes: json({}),
      icons: json({}),
      translations: { locale: 'en', body: json({ home: { title: evil } }) },
    });
    expect(tags.match(/<\/script/gi)).toHaveLength(1);
    expect(tags.match(/<!--/g)).toBeNull();
    const inner = tags.slice(tags.indexOf('>') + 1, tags.lastIndexOf('</script>'));
    const parsed = JSON.parse(inner) as { module_config: { instance: { name: string } } };
    expect(parsed.module_config.instance.name).toBe(evil);
  });

  it('carries no translations when the language has none', () => {
    const tags = renderBootData({ moduleConfig: json({}), routes: json({}), icons: json({}), translations: null });
    expect(tags).toContain('"translations":{}');
  });
});
