import type { FastifySchemaValidationError } from 'fastify';

/**
 * Turns one zod issue (as fastify-type-provider-zod hands it over) into the key and parameters of a
 * localized message. A schema may also carry an i18n key as its custom message ("validation.invalidPinfl").
 */
export function validationMessage(
  issue: FastifySchemaValidationError,
  /** The value the caller gave at the issue's path (zod does not report it). */
  given?: unknown,
): {
  key: string;
  params: Record<string, unknown>;
} {
  const p = (issue.params ?? {}) as Record<string, unknown>;
  const message = issue.message ?? '';
  if (issue.keyword === 'invalid_type' && (given === undefined || given === null || given === ''))
    return { key: 'errors:validation.fieldMandatory', params: {} };
  if (/^(validation|business)\.[A-Za-z]+$/.test(message)) {
    // zod names its limits `minimum` and `maximum`; the messages say {{min}} and {{max}}. A custom
    // issue brings its own `params` (the limit a refine checked).
    const own = (p.params ?? {}) as Record<string, unknown>;
    return { key: `errors:${message}`, params: { ...p, ...own, min: p.minimum, max: p.maximum } };
  }
  switch (issue.keyword) {
    case 'invalid_type':
      return {
        key: p.expected === 'number' ? 'errors:validation.notANumber' : 'errors:validation.wrongData',
        params: {},
      };
    case 'too_small':
      if (p.origin === 'string') {
        return Number(p.minimum) <= 1
          ? { key: 'errors:validation.fieldMandatory', params: {} }
          : { key: 'errors:validation.tooShort', params: { min: p.minimum } };
      }
      if (p.origin === 'array' || p.origin === 'set')
        return { key: 'errors:validation.fieldMandatory', params: {} };
      return { key: 'errors:validation.tooSmall', params: { min: p.minimum } };
    case 'too_big':
      if (p.origin === 'string') return { key: 'errors:validation.tooLong', params: { max: p.maximum } };
      return { key: 'errors:validation.tooLarge', params: { max: p.maximum } };
    case 'invalid_format':
      return {
        key: p.format === 'email' ? 'errors:validation.wrongEmail' : 'errors:validation.wrongData',
        params: {},
      };
    default:
      return { key: 'errors:validation.wrongData', params: {} };
  }
}

/** "/filters/regionId" -> "filters.regionId"; the request part (query, body, params) when the issue is about the whole object. */
export function fieldOf(issue: FastifySchemaValidationError, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}

/** The value at an issue's path in the request part it is about (`body`, `query`, `params`, …). */
export function givenValue(issue: FastifySchemaValidationError, part: unknown): unknown {
  const keys = issue.instancePath.split('/').filter(Boolean);
  let value = part;
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
