import {
  AddToSavedList,
  CreateSavedList,
  DeleteSavedList,
  GetSavedList,
  GetSavedLists,
  RenameSavedList,
  SetSavedListLine,
  ShareSavedList,
} from '../../api/calls/lists.ts';
import type { ListRef, WantedLine } from '../../api/lists.ts';
import { api } from '../session/api.ts';

/** Every saved-list call of the site; the server answers only the lists the signed-in member sees. */

export async function fetchLists() {
  return (await api.call(GetSavedLists, {})).lists;
}

export async function fetchList(id: ListRef) {
  return (await api.call(GetSavedList, { id })).list;
}

export async function createList(name: string, lines: WantedLine[] = []) {
  return (await api.call(CreateSavedList, { name, lines })).list;
}

export const renameList = (id: number, name: string) => api.call(RenameSavedList, { id, name });

export const deleteList = (id: number) => api.call(DeleteSavedList, { id });

export async function addToList(id: ListRef, lines: WantedLine[]) {
  return (await api.call(AddToSavedList, { id, lines })).list;
}

/** Sets a line's quantity; 0 takes the line off the list. */
export async function setListLine(id: ListRef, sku: string, qty: number) {
  return (await api.call(SetSavedListLine, { id, sku, qty })).list;
}

/** Shares a list with the whole company, or makes it private again; answers the lists as they now are. */
export async function shareList(id: number, shared: boolean) {
  return (await api.call(ShareSavedList, { id, shared })).lists;
}
