import { Type } from 'typebox';

/** The `version` parameter every customizer call carries (the app's build id). */
export const VersionQuery = Type.Object({
  version: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9._-]*$' })),
});

/** `/translations/{file}`: one language's bundle, e.g. de.json. */
export const TranslationsParams = Type.Object({
  file: Type.String({ pattern: '^[a-z]{2}\\.json$', description: 'e.g. de.json' }),
});
