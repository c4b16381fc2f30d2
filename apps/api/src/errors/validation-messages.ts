import type { FastifySchemaValidationError } from 'fastify';

/**
 * Turns one zod issue (as fastify-type-provider-zod hands it over) into the key and parameters of a
 * localized message. A schema may also carry an i18n key as its custom message ("validation.invalidPinfl").
 */
export function validationMessage(issue: FastifySchemaValidationError): {
  key: string;
  params: Record<string, unknown>;
} {
  const p = (issue.params ?? {}) as Record<string, unknown>;
  const message = issue.message ?? '';
  if (/^(validation|business)\.[A-Za-z]+$/.test(message)) {
    // zod names its limits `minimum` and `maximum`; the messages say {{min}} and {{max}}.
    return { key: `errors:${message}`, params: { ...p, min: p.minimum, max: p.maximum } };
  }
  switch (issue.keyword) {
    case 'invalid_type':
      if (p.input === undefined) return { key: 'errors:validation.fieldMandatory', params: {} };
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
