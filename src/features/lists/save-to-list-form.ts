import * as z from 'zod/mini';
import { listName, type WantedLine } from '../../api/lists.ts';

/** The choice of "New list" in the list picker. */
export const NEW_LIST = 'new';

/** The list picker's form: an existing list, or a new one that needs a name under the contract's rule. */
export const saveToListForm = z.object({ list: z.string(), name: z.optional(z.string()) }).check(
  z.superRefine((values, context) => {
    if (values.list !== NEW_LIST) return;
    const named = listName.safeParse(values.name ?? '');
    if (!named.success) {
      context.addIssue({
        code: 'custom',
        path: ['name'],
        message: named.error.issues[0]?.message ?? 'Please enter a name',
      });
    }
  }),
);

export type SaveToListForm = { list: string; name?: string };

/** What Add to list saves: the lines, or why there are none to save (shown as it is). */
export type LinesToSave = WantedLine[] | string;

export const NOTHING_TO_SAVE = 'There is nothing to save.';
