import type { ApiErrorBody } from '@portal/shared/errors';
import { type Locale, pickLocale } from '@portal/shared/locales';
import { describeIssue } from '@portal/shared/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldProblem } from '../lib/app-error.ts';
import { hasTranslation, type TranslateParams, translate } from '../lib/i18n.ts';
import { isNoRoomToWrite } from '../lib/storage.ts';
import { megabytes } from '../lib/uploads.ts';

declare module 'fastify' {
  interface FastifyRequest {
    readonly locale: Locale;
    t: (key: string, params?: TranslateParams) => string;
  }
}

function localizeParams(locale: Locale, params: TranslateParams = {}): TranslateParams {
  const resource = params.resource;
  if (typeof resource === 'string' && hasTranslation(`resources.${resource}`)) {
    return { ...params, resource: translate(locale, `resources.${resource}`) };
  }
  return params;
}

function toBody(request: FastifyRequest, error: AppError): ApiErrorBody {
  const { locale } = request;
  const body: ApiErrorBody = {
    status: error.status,
    code: error.code,
    message: translate(locale, error.key, localizeParams(locale, error.options.params)),
  };
  if (error.options.fieldErrors?.length) {
    body.fieldErrors = error.options.fieldErrors.map((problem) => ({
      field: problem.field,
      code: problem.key,
      message: translate(locale, problem.key, problem.params),
    }));
  }
  return body;
}

/** Schema failures become one 400 listing each offending field, in the language of the request. */
function fromValidation(error: FastifyError & { validationContext?: string }): AppError {
  const issues = hasZodFastifySchemaValidationErrors(error) ? error.validation : [];
  const fieldErrors: FieldProblem[] = issues.map((issue) => {
    const { key, params } = describeIssue({ code: issue.keyword, message: issue.message, ...issue.params });
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: path || (error.validationContext ?? 'body'), key, params };
  });
  if (fieldErrors.length === 0)
    fieldErrors.push({ field: error.validationContext ?? 'body', key: 'validation.invalidValue' });
  return new AppError('VALIDATION_FAILED', { fieldErrors });
}

function classify(error: FastifyError, limits: { upload: number; body: number }): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error.validation) return fromValidation(error);
  // A full, over-quota or read-only disk, under the files or under the database: 507, and it is logged.
  if (isNoRoomToWrite(error)) return new AppError('INSUFFICIENT_STORAGE');
  if (error.statusCode === 429) return new AppError('RATE_LIMITED', { params: { seconds: 60 } });
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', { key: 'errors.BODY_TOO_LARGE', params: { max: megabytes(limits.body) } });
  if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', { params: { max: megabytes(limits.upload) } });
  if (error.statusCode === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new AppError('BAD_REQUEST');
  return undefined;
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  // Read from Accept-Language when a message is written, not on every request: most answers carry none.
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return pickLocale(this.headers['accept-language']);
    },
  });
  app.decorateRequest('t', function (this: FastifyRequest, key: string, params?: TranslateParams) {
    return translate(this.locale, key, params);
  });

  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = classify(error, { upload: app.config.maxUploadBytes, body: app.initialConfig.bodyLimit ?? 0 });
    if (!appError) {
      request.log.error({ err: error }, 'unhandled error');
      const internal = new AppError('INTERNAL');
      return reply.status(500).send(toBody(request, internal));
    }
    if (appError.options.headers) reply.headers(appError.options.headers);
    if (appError.status >= 500) request.log.error({ err: error }, appError.code);
    return reply.status(appError.status).send(toBody(request, appError));
  });
});
