/**
 * Whether an error (or one of its causes) is a unique violation (SQLSTATE 23505), of `index`
 * when given; drivers that do not name the constraint match any index.
 */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505' && (index === undefined || constraint === undefined || constraint === index)) return true;
  }
  return false;
}

/**
 * The index a unique violation (SQLSTATE 23505) names, from the error or one of its causes (its
 * `constraint`, else the server's message); undefined otherwise.
 */
export function uniqueIndexOf(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code !== '23505') continue;
    if (typeof constraint === 'string') return constraint;
    return /unique constraint "([^"]+)"/.exec(message ?? '')?.[1];
  }
  return undefined;
}
