import { issueField, issueMessage, type IssueMessage, valueAtPath } from '@portal/contracts';
import type { FastifySchemaValidationError } from 'fastify';

/** The path of an issue as fastify-type-provider-zod reports it ("/filters/regionId"). */
const pathOf = (issue: FastifySchemaValidationError) => issue.instancePath.split('/').filter(Boolean);

/**
 * The key and parameters of the localized message of one route-schema issue, by the mapping the SPA's
 * forms use too (packages/contracts kit/issue-message.ts). `part` is the request part the issue is
 * about (`body`, `query`, `params`): the value given there decides "can not be empty".
 */
export function validationMessage(issue: FastifySchemaValidationError, part: unknown): IssueMessage {
  const fields = (issue.params ?? {}) as Record<string, unknown>;
  return issueMessage(
    { ...fields, code: issue.keyword, message: issue.message ?? '' },
    valueAtPath(part, pathOf(issue)),
  );
}

/** "/filters/regionId" -> "filters.regionId"; the request part (query, body, params) when the issue is about the whole object. */
export function fieldOf(issue: FastifySchemaValidationError, context: string | undefined): string {
  return issueField(pathOf(issue), context || 'body');
}
