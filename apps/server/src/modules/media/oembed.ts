import { AppError } from '../../http/errors.ts';
import { FetchFailedError, safeFetch, UrlRefusedError, type SafeFetchOptions } from '../../lib/ssrf.ts';
import { validateOEmbed, type StoredOEmbed } from './oembed-data.ts';

/** A known oEmbed provider: the page hosts it answers for, its endpoint and the hosts its embeds load from. */
interface Provider {
  name: string;
  pageHosts: string[];
  endpoint: (pageUrl: string) => string;
  embedHosts: string[];
  /** Hosts its widget loads from besides those named in the html (CSP of the embed document). */
  extraHosts?: string[];
}

const q = encodeURIComponent;

/** The providers the server knows without discovery. */
export const PROVIDERS: Provider[] = [
  {
    name: 'YouTube',
    pageHosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'music.youtube.com'],
    endpoint: (u) => `https://www.youtube.com/oembed?format=json&url=${q(u)}`,
    embedHosts: ['www.youtube.com', 'www.youtube-nocookie.com'],
  },
  {
    name: 'Vimeo',
    pageHosts: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
    endpoint: (u) => `https://vimeo.com/api/oembed.json?url=${q(u)}`,
    embedHosts: ['player.vimeo.com'],
  },
  {
    name: 'SoundCloud',
    pageHosts: ['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com', 'on.soundcloud.com'],
    endpoint: (u) => `https://soundcloud.com/oembed?format=json&url=${q(u)}`,
    embedHosts: ['w.soundcloud.com'],
  },
  {
    name: 'Spotify',
    pageHosts: ['open.spotify.com'],
    endpoint: (u) => `https://open.spotify.com/oembed?url=${q(u)}`,
    embedHosts: ['open.spotify.com'],
  },
  {
    name: 'X',
    pageHosts: ['twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'x.com', 'www.x.com'],
    endpoint: (u) => `https://publish.twitter.com/oembed?omit_script=false&url=${q(u)}`,
    embedHosts: ['platform.twitter.com'],
    extraHosts: ['syndication.twitter.com', 'pbs.twimg.com', 'abs.twimg.com'],
  },
];

/** The known provider of a page URL, if any. */
export function providerOf(url: URL): Provider | undefined {
  return PROVIDERS.find((p) => p.pageHosts.includes(url.hostname));
}

/** Finds `<link rel="alternate" type="application/json+oembed" href>` in a page. */
export function discoverEndpoint(html: string, pageUrl: string): string | null {
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const attr = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);
    const rel = attr('rel')?.toLowerCase().split(/\s+/) ?? [];
    const type = attr('type')?.toLowerCase();
    const href = attr('href');
    if (rel.includes('alternate') && type === 'application/json+oembed' && href) {
      const decoded = href
        .replace(/&amp;/g, '&')
        .replace(/&#38;/g, '&')
        .replace(/&quot;/g, '"');
      try {
        return new URL(decoded, pageUrl).toString();
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Maps the fetcher's failures to the API's codes. */
export function fetchError(err: unknown): never {
  if (err instanceof UrlRefusedError) {
    throw new AppError('EMBED_URL_REFUSED', undefined, { url: [`is not allowed (${err.message})`] });
  }
  if (err instanceof FetchFailedError) {
    throw new AppError('EMBED_FETCH_FAILED', undefined, { url: [`could not be loaded (${err.message})`] });
  }
  throw err;
}

/** Resolves and fetches a page's oEmbed data: the provider table first, then discovery in the page. */
export async function fetchOEmbed(pageUrl: URL, opts: SafeFetchOptions): Promise<StoredOEmbed> {
  const provider = providerOf(pageUrl);
  try {
    let endpoint = provider?.endpoint(pageUrl.toString());
    if (!endpoint) {
      const page = await safeFetch(pageUrl.toString(), { ...opts, accept: 'text/html' });
      endpoint = discoverEndpoint(page.body.toString('utf8'), page.url) ?? undefined;
      if (!endpoint) {
        throw new AppError('EMBED_FETCH_FAILED', undefined, { url: ['does not offer an embed (no oEmbed link)'] });
      }
    }
    const res = await safeFetch(endpoint, { ...opts, accept: 'application/json' });
    if (!/^(application|text)\/(json|[a-z0-9.+-]*\+json)\b/i.test(res.contentType)) {
      throw new FetchFailedError('the oEmbed answer is not JSON');
    }
    let json: unknown;
    try {
      json = JSON.parse(res.body.toString('utf8'));
    } catch {
      throw new FetchFailedError('the oEmbed answer is not valid JSON');
    }
    return withProviderHosts(validateOEmbed(json, provider?.embedHosts), provider);
  } catch (err) {
    return fetchError(err);
  }
}

/** Validates recorded oEmbed data (the demo seed) as if it had been fetched for this page. */
export function validatePrefetched(pageUrl: URL, data: unknown): StoredOEmbed {
  const provider = providerOf(pageUrl);
  return withProviderHosts(validateOEmbed(data, provider?.embedHosts), provider);
}

function withProviderHosts(data: StoredOEmbed, provider: Provider | undefined): StoredOEmbed {
  if (!provider?.extraHosts || data.hosts.length === 0) return data;
  return { ...data, hosts: [...new Set([...data.hosts, ...provider.extraHosts])].sort() };
}
