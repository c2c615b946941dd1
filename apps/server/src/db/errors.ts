// Database errors the repositories recognise, on `pg` and PGlite alike.

/** Postgres unique-violation detection that works on `pg` and PGlite errors alike. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    if (
      typeof e === 'object' &&
      e !== null &&
      'code' in e &&
      (e as { code: unknown }).code === '23505'
    )
      return true;
    e =
      typeof e === 'object' && e !== null && 'cause' in e
        ? (e as { cause: unknown }).cause
        : undefined;
  }
  return false;
}
