import { NEW_LIST, saveToListForm } from './save-to-list-form.ts';

describe('the list picker form', () => {
  it('needs no name for an existing list', () => {
    expect(saveToListForm.safeParse({ list: '7' }).success).toBe(true);
  });

  it('needs a name of at most 80 characters for a new list, blaming the name field', () => {
    const blank = saveToListForm.safeParse({ list: NEW_LIST, name: '   ' });
    expect(blank.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Please enter a name'],
    ]);
    const long = saveToListForm.safeParse({ list: NEW_LIST, name: 'x'.repeat(81) });
    expect(long.error?.issues[0]?.message).toBe('At most 80 characters');
    expect(saveToListForm.safeParse({ list: NEW_LIST, name: 'Classroom kit' }).success).toBe(true);
  });
});
