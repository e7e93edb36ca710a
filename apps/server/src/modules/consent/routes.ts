import fastifyCookie from '@fastify/cookie';
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import { checkConsentFlags, ConsentBody } from './input.ts';
import { presentConsent } from './presenter.ts';

/** The cookie that remembers a browser's consent record. */
export const CONSENT_COOKIE = 'consentId';
/** 30 days, in seconds. */
export const CONSENT_MAX_AGE = 2_592_000;

/** The consent service: GET and POST `/consent/` with the `consentId` cookie (credentials included). */
export async function consentRoutes(app: App): Promise<void> {
  // Only the consent service reads or sets cookies: registered in this plugin's scope, the cookie
  // hooks stay off every other route (they cost the hot customizer routes measurable throughput).
  await app.register(fastifyCookie);
  const secure = app.config.publicUrl.startsWith('https:');
  const tags = ['consent'];
  for (const url of ['/consent/', '/consent']) {
    const hide = url === '/consent';
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: {
          hide,
          tags,
          summary: "This browser's saved cookie consent (data is null when none is saved yet)",
          response: { 200: Type.Object({ data: Type.Union([Type.Ref('Consent'), Type.Null()]) }) },
        },
      },
      // Nothing saved yet is the normal state of every first visit: 200 with null, not an error.
      async (req) => {
        const row = await app.consents.show(req.cookies[CONSENT_COOKIE]);
        return { data: row ? presentConsent(row) : null };
      },
    );
    app.post(
      url,
      {
        // Mostly anonymous: limited per address (docs/RATE-LIMITS.md).
        config: { access: 'public', rateLimit: 'consent' },
        schema: {
          hide,
          tags,
          summary: 'Save the cookie consent (sets the consentId cookie)',
          body: ConsentBody,
          response: { 200: Type.Object({ data: Type.Ref('Consent') }), ...errorResponses(400, 401, 422) },
        },
        preValidation: checkConsentFlags,
      },
      async (req, reply) => {
        const row = await app.consents.save(req.cookies[CONSENT_COOKIE], req.body, req.caller);
        reply.setCookie(CONSENT_COOKIE, row.id, {
          maxAge: CONSENT_MAX_AGE,
          path: '/',
          sameSite: 'lax',
          httpOnly: true,
          secure,
        });
        return { data: presentConsent(row) };
      },
    );
  }
}
