import type { ApiErrorBody, FieldIssue } from '@signaldesk/contracts/errors';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { AppInstance } from '../app-types';
import { databaseRefusal } from '../db/connection-errors';
import { databaseErrorAnswer } from '../db/sql-state';
import { AnswerSchemaError } from '../lib/checked-answer';
import { HttpError, RateLimitError, ServiceBusyError } from '../lib/errors';
import { isClientAbort } from './client-errors';
import { zodFieldReason } from './field-reasons';

/** Fastify's own client errors that we pass through with their status and a clear message. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ApiErrorBody['code']; message: string }> =
  {
    FST_ERR_CTP_BODY_TOO_LARGE: {
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is larger than 1 MB',
    },
    FST_ERR_CTP_INVALID_MEDIA_TYPE: {
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Unsupported content type',
    },
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid Content-Length',
    },
  };

function errorBody(code: ApiErrorBody['code'], error: string, fields?: FieldIssue[]): ApiErrorBody {
  return fields ? { success: false, error, code, fields } : { success: false, error, code };
}

/**
 * The refusal's name for the console (docs/console.md, Server calls): its own, else the rule of its first coded
 * field, so a 400 is worded by the bound it names.
 */
function namedRefusal(
  own: HttpError['reason'],
  fields?: FieldIssue[],
): Pick<ApiErrorBody, 'reason' | 'params'> {
  if (own) return { reason: own.key, params: own.params };
  const coded = fields?.find((field) => field.reason);
  return coded ? { reason: coded.reason, params: coded.params } : {};
}

/**
 * The one error handler: validation errors → 400 with the offending fields, named domain errors →
 * their status, anything else → a generic 500 that reveals nothing internal.
 */
export function registerErrorHandler(app: AppInstance) {
  app.setErrorHandler((raised: FastifyError, request, reply) => {
    // A database with no free connection answers 503, under the query builder's wrapper too (db/connection-errors.ts).
    const error = (databaseRefusal(raised) ?? raised) as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue): FieldIssue => {
        const path = [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.')
          .replace(/^body\.|^querystring\.|^params\./, '');
        const message = issue.message ?? 'is invalid';
        const coded = zodFieldReason(issue.keyword, issue.params, path || 'request');
        return coded ? { path, message, ...coded } : { path, message };
      });
      const summary = fields.map((field) => `${field.path || 'request'}: ${field.message}`).join('; ');
      const body = errorBody('VALIDATION_ERROR', `Invalid request: ${summary}`, fields);
      return reply.status(400).send({ ...body, ...namedRefusal(undefined, fields) });
    }
    if (error instanceof HttpError) {
      if (error instanceof RateLimitError || error instanceof ServiceBusyError) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      const body = errorBody(error.code, error.message, error.fields);
      return reply.status(error.statusCode).send({ ...body, ...namedRefusal(error.reason, error.fields) });
    }
    // A value the database refused (400) or a transaction that lost to another one twice (503): docs/api.md.
    const databaseAnswer = databaseErrorAnswer(error);
    if (databaseAnswer) {
      if (databaseAnswer instanceof ServiceBusyError) {
        reply.header('Retry-After', String(databaseAnswer.retryAfterSeconds));
        request.log.warn({ err: error, url: request.url }, 'a transaction lost to another one twice');
      } else {
        request.log.info({ err: error, url: request.url }, 'the database refused a value');
      }
      return reply
        .status(databaseAnswer.statusCode)
        .send(errorBody(databaseAnswer.code, databaseAnswer.message, databaseAnswer.fields));
    }
    if (isResponseSerializationError(error) || error instanceof AnswerSchemaError) {
      // Checked before the client-abort test: a reply that fails its own schema is our fault, whatever the socket.
      request.log.error({ err: error, url: request.url }, 'answer did not match its schema');
      return reply.status(500).send(errorBody('INTERNAL_ERROR', 'Internal server error'));
    }
    if (isClientAbort(error, request)) {
      // The client's doing, not a server fault: nobody is left to read the answer.
      request.log.info({ code: error.code, url: request.url }, 'the client went away mid-request');
      return reply.status(400).send(errorBody('BAD_REQUEST', 'The request was aborted'));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(known.code, known.message));
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send(errorBody('VALIDATION_ERROR', 'Request body is not valid JSON'));
    }
    // A true bug: the log holds everything (with the request id), the client nothing internal.
    request.log.error({ err: error, requestId: request.id, url: request.url }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', 'Internal server error'));
  });
}
