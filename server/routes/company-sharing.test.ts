import { companyMember } from '../test/test-members.ts';
import { startTestApi, type TestApi } from '../test/test-server.ts';
import { stockedLines } from '../test/stocked-lines.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());

const skus = (count: number) => stockedLines(api.ctx.db, count);

const statuses = async (answers: Array<Promise<{ status: number }>>) =>
  (await Promise.all(answers)).map((answer) => answer.status);

const listNames = async (token: string) =>
  (await api.call('GetSavedLists', {}, { token })).lists.map((list) => list.name);

describe('saved lists in a company', () => {
  it("keeps a buyer's list private until shared, then every member sees it and only its owner or an admin manages it", async () => {
    const owner = await companyMember(api, 'dealer', 'buyer');
    const colleague = await companyMember(api, 'dealer', 'buyer');
    const viewer = await companyMember(api, 'dealer', 'viewer');
    const outsider = (await api.login('distributor')).token;
    const admin = (await api.login('dealer')).token;
    const [line] = await skus(1);
    const { list } = await api.call('CreateSavedList', { name: 'Site kit', lines: [line] }, { token: owner.token });
    expect(list).toMatchObject({ shared: false, own: true, owner: owner.userName });

    for (const token of [colleague.token, viewer.token, admin, outsider]) {
      expect(await listNames(token)).not.toContain('Site kit');
      expect((await api.send('GetSavedList', { id: list.id }, { token })).status).toBe(404);
    }
    expect(
      await statuses([
        api.send('AddToSavedList', { id: list.id, lines: [line] }, { token: colleague.token }),
        api.send('ShareSavedList', { id: list.id, shared: true }, { token: colleague.token }),
        api.send('ShareSavedList', { id: list.id, shared: true }, { token: admin }),
      ]),
    ).toEqual([404, 404, 404]);

    const { lists } = await api.call('ShareSavedList', { id: list.id, shared: true }, { token: owner.token });
    expect(lists.find((entry) => entry.id === list.id)).toMatchObject({ shared: true, own: true });
    for (const token of [colleague.token, viewer.token, admin]) {
      const { list: seen } = await api.call('GetSavedList', { id: list.id }, { token });
      expect(seen).toMatchObject({ name: 'Site kit', shared: true, own: false, owner: owner.userName, lineCount: 1 });
    }
    expect((await api.send('GetSavedList', { id: list.id }, { token: outsider })).status).toBe(404);
    // A colleague buyer fills the shared list; a viewer only reads it; only the owner or an admin manages it.
    const added = await api.call('AddToSavedList', { id: list.id, lines: [line] }, { token: colleague.token });
    expect(added.list.lines[0]?.qty).toBe(4);
    expect(
      await statuses([
        api.send('SetSavedListLine', { id: list.id, sku: line?.sku, qty: 0 }, { token: viewer.token }),
        api.send('RenameSavedList', { id: list.id, name: 'Mine' }, { token: colleague.token }),
        api.send('DeleteSavedList', { id: list.id }, { token: colleague.token }),
        api.send('ShareSavedList', { id: list.id, shared: false }, { token: colleague.token }),
      ]),
    ).toEqual([403, 403, 403, 403]);

    await api.call('ShareSavedList', { id: list.id, shared: false }, { token: admin });
    expect(await listNames(colleague.token)).not.toContain('Site kit');
    expect(await listNames(owner.token)).toContain('Site kit');
  });

  it('gives each member a wishlist of its own, and a viewer none', async () => {
    const buyer = await companyMember(api, 'dealer', 'buyer');
    const viewer = await companyMember(api, 'dealer', 'viewer');
    const [line] = await skus(1);
    await api.call('SetSavedListLine', { id: 'wishlist', sku: line?.sku, qty: 1 }, { token: buyer.token });
    const admin = (await api.login('dealer')).token;
    const { list } = await api.call('GetSavedList', { id: 'wishlist' }, { token: admin });
    expect(list.lines.map((entry) => entry.sku)).not.toContain(line?.sku);
    expect((await api.send('GetSavedList', { id: 'wishlist' }, { token: viewer.token })).status).toBe(404);
    expect((await api.call('GetSavedLists', {}, { token: viewer.token })).lists.every((entry) => entry.shared)).toBe(
      true,
    );
  });
});

describe('quote requests in a company', () => {
  it("shows a buyer its own requests and the company's admins every one, with who asked", async () => {
    const buyer = await companyMember(api, 'dealer', 'buyer');
    const colleague = await companyMember(api, 'dealer', 'buyer');
    const { id } = await api.call('RequestQuote', { note: 'Hall', lines: await skus(1) }, { token: buyer.token });

    const own = await api.call('GetQuotes', {}, { token: buyer.token });
    expect(own.quotes.map((quote) => [quote.id, quote.requestedBy])).toEqual([[id, buyer.userName]]);
    expect((await api.call('GetQuotes', {}, { token: colleague.token })).quotes.map((quote) => quote.id)).not.toContain(
      id,
    );
    expect((await api.send('GetQuote', { id }, { token: colleague.token })).status).toBe(404);
    expect((await api.send('GetQuote', { id }, { token: (await api.login('distributor')).token })).status).toBe(404);

    const admin = (await api.login('dealer')).token;
    const { quotes } = await api.call('GetQuotes', {}, { token: admin });
    expect(quotes.find((quote) => quote.id === id)?.requestedBy).toBe(buyer.userName);
    expect((await api.call('GetQuote', { id }, { token: admin })).quote.requestedBy).toBe(buyer.userName);
  });
});

describe("staff's view of a company", () => {
  it('lets staff signed in as a buyer read the members, and change none of them', async () => {
    const buyer = await companyMember(api, 'dealer', 'buyer');
    expect((await api.send('GetCompanyMembers', {}, { token: buyer.token })).status).toBe(403);

    const staff = (await api.login('staff')).token;
    const session = await api.call('ImpersonateUser', { username: buyer.userName }, { token: staff });
    const { ProfileSettings } = await api.call('ParseProperties', { UserId: session.userId }, { token: session.token });
    expect(ProfileSettings[0]).toMatchObject({ Role: 'buyer', Staff: true });
    const { members } = await api.call('GetCompanyMembers', {}, { token: session.token });
    expect(members.map((member) => member.UserName)).toContain(buyer.userName);
    expect(
      await statuses([
        api.send('SetMemberRole', { MemberId: buyer.memberId, Role: 'admin' }, { token: session.token }),
        api.send('RemoveMember', { MemberId: buyer.memberId }, { token: session.token }),
      ]),
    ).toEqual([403, 403]);
  });
});
