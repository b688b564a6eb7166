import { submissionAck } from '../ack.ts';
import { reportNotFoundRequest, validateCaptchaRequest, validateCaptchaResponse } from '../misc.ts';
import { defineCall } from '../define-call.ts';

const JSON_PATCH = 'application/json-patch+json';

/** Calls any visitor makes: the human check before a submission, and the not-found report. */

export const ValidateCaptcha = defineCall({
  name: 'ValidateCaptcha',
  method: 'GET',
  path: '/api/Home/ValidateCaptcha',
  auth: 'none',
  request: validateCaptchaRequest,
  response: validateCaptchaResponse,
});
export const ReportNotFound = defineCall({
  name: 'ReportNotFound',
  method: 'POST',
  path: '/api/Home/ReportNotFound',
  auth: 'none',
  request: reportNotFoundRequest,
  response: submissionAck,
  contentType: JSON_PATCH,
});
