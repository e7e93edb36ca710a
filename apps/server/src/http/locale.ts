import type { FastifyRequest } from 'fastify';
import { chooseLocale, parseAcceptLanguage, type ModuleConfig } from '@tribune/domain';

/** The cookie in which the app keeps the stored language, so the server can honour it too. */
export const LANGUAGE_COOKIE = 'tribune-lang';

function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** The language of an API answer: Requested-Language, then the stored language, then Accept-Language, then the default. */
export function requestLocale(request: FastifyRequest, config: ModuleConfig): string {
  const requested = request.headers['requested-language'];
  return chooseLocale({
    userLocale: typeof requested === 'string' ? requested : undefined,
    storedLanguage: cookie(request, LANGUAGE_COOKIE),
    browserLanguages: parseAcceptLanguage(request.headers['accept-language']),
    defaultLanguage: config.options.default_language,
    languageOptions: config.options.language_options,
  });
}

/** The locale for a page navigation without a prefix: stored language, browser, default. */
export function navigationLocale(request: FastifyRequest, config: ModuleConfig): string {
  return chooseLocale({
    storedLanguage: cookie(request, LANGUAGE_COOKIE),
    browserLanguages: parseAcceptLanguage(request.headers['accept-language']),
    defaultLanguage: config.options.default_language,
    languageOptions: config.options.language_options,
  });
}

/** Picks the text for a locale from a localised map, falling back to the default language, then any. */
export function pick(text: Record<string, string> | null | undefined, locale: string, fallback: string): string {
  if (!text) return '';
  return text[locale] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}

/** The language of an answer and the instance default it falls back to. */
export interface Lang {
  locale: string;
  fallback: string;
}

/** The language of a request's answer (requestLocale) with the instance default as its fallback. */
export function lang(request: FastifyRequest): Lang {
  const config = request.server.instance.snapshot().config;
  return { locale: requestLocale(request, config), fallback: config.options.default_language };
}
