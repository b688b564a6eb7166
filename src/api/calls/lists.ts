import { statusAck } from '../ack.ts';
import { defineCall } from '../define-call.ts';
import {
  addToSavedListRequest,
  createSavedListRequest,
  deleteSavedListRequest,
  getSavedListRequest,
  noInputRequest,
  getSavedListsResponse,
  renameSavedListRequest,
  savedListResponse,
  setSavedListLineRequest,
  shareSavedListRequest,
} from '../lists.ts';

/**
 * Saved lists (the wishlist among them), kept per member and shared with the company by a switch;
 * another company's list, or a colleague's private one, answers 404.
 */

const lists = '/api/Lists';

export const GetSavedLists = defineCall({
  name: 'GetSavedLists',
  method: 'POST',
  path: `${lists}/GetSavedLists`,
  auth: 'bearer',
  request: noInputRequest,
  response: getSavedListsResponse,
});
export const GetSavedList = defineCall({
  name: 'GetSavedList',
  method: 'POST',
  path: `${lists}/GetSavedList`,
  auth: 'bearer',
  request: getSavedListRequest,
  response: savedListResponse,
});
export const CreateSavedList = defineCall({
  name: 'CreateSavedList',
  method: 'POST',
  path: `${lists}/CreateSavedList`,
  auth: 'bearer',
  request: createSavedListRequest,
  response: savedListResponse,
});
export const RenameSavedList = defineCall({
  name: 'RenameSavedList',
  method: 'POST',
  path: `${lists}/RenameSavedList`,
  auth: 'bearer',
  request: renameSavedListRequest,
  response: statusAck,
});
export const DeleteSavedList = defineCall({
  name: 'DeleteSavedList',
  method: 'POST',
  path: `${lists}/DeleteSavedList`,
  auth: 'bearer',
  request: deleteSavedListRequest,
  response: statusAck,
});
export const AddToSavedList = defineCall({
  name: 'AddToSavedList',
  method: 'POST',
  path: `${lists}/AddToSavedList`,
  auth: 'bearer',
  request: addToSavedListRequest,
  response: savedListResponse,
});
export const SetSavedListLine = defineCall({
  name: 'SetSavedListLine',
  method: 'POST',
  path: `${lists}/SetSavedListLine`,
  auth: 'bearer',
  request: setSavedListLineRequest,
  response: savedListResponse,
});
export const ShareSavedList = defineCall({
  name: 'ShareSavedList',
  method: 'POST',
  path: `${lists}/ShareSavedList`,
  auth: 'bearer',
  request: shareSavedListRequest,
  response: getSavedListsResponse,
});
