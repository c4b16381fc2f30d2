import { isAcceptableText } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/** The first string (or object key) in `value` that breaks the text rule, as a field path; null when none. */
export function unacceptableTextField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isAcceptableText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isAcceptableText(key)) return path || 'body';
    const found = unacceptableTextField(inner, at);
    if (found !== null) return found;
  }
  return null;
}

/** A 400 naming `field` when `value` holds text the portal does not accept. */
export function assertAcceptableText(value: unknown, root: string): void {
  const field = unacceptableTextField(value);
  if (field !== null)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'errors:validation.forbiddenCharacters',
      field: field || root,
    });
}

/**
 * The text rule of packages/contracts (common/text.ts) at the edge, for every call before its schema:
 * a NUL byte or another control character, or a lone surrogate, in any path parameter, query parameter or
 * JSON body field is a 400 naming the field, so no call ever hands such text to PostgreSQL (which refuses
 * a NUL with an error) or stores it. Multipart fields are checked where they are read (legal-aid/upload.ts).
 */
export function registerTextInputRule(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertAcceptableText(request.params, 'params');
      assertAcceptableText(request.query, 'query');
      assertAcceptableText(request.body, 'body');
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
