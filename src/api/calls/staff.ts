import { defineCall } from '../define-call.ts';
import { noInputRequest } from '../lists.ts';
import {
  publishingResponse,
  publishNowResponse,
  rollbackRequest,
  rollbackResponse,
  staffPublishingPath,
} from '../staff-publishing.ts';

/** Staff only (everyone else gets 404): publishing the site from the browser. */

const publishing = staffPublishingPath;

export const GetPublishing = defineCall({
  name: 'GetPublishing',
  method: 'POST',
  path: `${publishing}/GetPublishing`,
  auth: 'bearer',
  request: noInputRequest,
  response: publishingResponse,
});
export const PublishNow = defineCall({
  name: 'PublishNow',
  method: 'POST',
  path: `${publishing}/PublishNow`,
  auth: 'bearer',
  request: noInputRequest,
  response: publishNowResponse,
});
export const RollbackBuild = defineCall({
  name: 'RollbackBuild',
  method: 'POST',
  path: `${publishing}/RollbackBuild`,
  auth: 'bearer',
  request: rollbackRequest,
  response: rollbackResponse,
});
