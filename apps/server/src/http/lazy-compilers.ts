import ValidatorSelector from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's own request validators (Ajv) and response serializers (fast-json-stringify), each
 * compiled on its route's first use instead of at start. Compiling the ~400 route schemas up
 * front was most of a start (serializers 2.7 s and validators 0.8 s of about 7 s, measured with
 * `node --cpu-prof`); a route's first request now pays a few milliseconds once. The compiled
 * functions are Fastify's defaults with our options, so what is accepted, coerced and written is
 * unchanged. A schema that does not compile fails its route's first request instead of the start:
 * the OpenAPI fuzz and access tests send every route a request, so it still fails the tests.
 *
 * With a custom validator factory Fastify no longer lower-cases `headers` schemas itself: the one
 * headers schema (`Idempotency-Key` in chat) is written in lower case.
 */
export function lazyCompilers() {
  const validators = ValidatorSelector();
  const serializers = SerializerSelector();

  const buildValidator = ((externalSchemas: unknown, options: unknown) => {
    const compile = (validators as (a: unknown, b: unknown) => (route: unknown) => Validator)(externalSchemas, options);
    return (route: unknown) => {
      let validate: Validator | undefined;
      const lazy = ((data: unknown) => {
        validate ??= compile(route);
        const ok = validate(data);
        // Fastify reads a failed validation's errors from the function it called.
        lazy.errors = validate.errors;
        return ok;
      }) as Validator;
      return lazy;
    };
  }) as typeof validators;

  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = serializers(externalSchemas, options);
    return (route) => {
      let serialize: ((doc: unknown) => string) | undefined;
      return (doc: unknown) => (serialize ??= compile(route))(doc);
    };
  };

  return { buildValidator, buildSerializer };
}

type Validator = ((data: unknown) => boolean) & { errors?: unknown };
