import { GetAllProductsSeo, SearchProducts } from './calls/catalog.ts';
import { GetBlogDetail, GetBlogList, GetPartners } from './calls/content.ts';
import { NewsLetterSignup } from './calls/forms.ts';
import { GetFAQ, GetItemDetail } from './calls/item.ts';
import { SAP_OrdersPortal } from './calls/account.ts';
import { ReportNotFound, ValidateCaptcha } from './calls/visitor.ts';
import { createClient, type ApiClientOptions } from './client.ts';
import { ApiError } from './errors.ts';
import { isAccepted } from './misc.ts';
import { searchProductsPath } from './paths.ts';
import { getUrl } from './request-parts.ts';
import { callSamples } from './samples/index.ts';

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

/** A client whose fetch records each request and answers with `reply`. */
function stubbedClient(reply: () => Response, options: Partial<ApiClientOptions> = {}) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push({
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    });
    return reply();
  };
  const client = createClient({ baseUrl: 'http://api.test', fetch, retry: 0, ...options });
  return { client, sent };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError', { cause: error });
  return error;
}

describe('api client', () => {
  it('sends the bearer token with account calls and returns the parsed answer', async () => {
    const { client, sent } = stubbedClient(() => json(callSamples.SAP_OrdersPortal.response), {
      getToken: () => 'abc.def.ghi',
    });
    const orders = await client.call(SAP_OrdersPortal, { bpid: 'C10023', status: 'c' });
    expect(orders.refSapOrdersPortal[0]?.DocNum).toBe(100231);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.href).toBe('http://api.test/api/Account/SAP_OrdersPortal');
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer abc.def.ghi');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ bpid: 'C10023', status: 'c' });
  });

  it('sends no authorization when signed out or for public calls', async () => {
    const { client, sent } = stubbedClient(() => json(callSamples.GetAllProductsSeo.response), {
      getToken: () => 'abc.def.ghi',
    });
    await client.call(GetAllProductsSeo, {});
    const signedOut = stubbedClient(() => json(callSamples.GetItemDetail.response), { getToken: () => '' });
    await signedOut.client.call(GetItemDetail, { skuid: 'HD-EXT-4K' });
    expect(sent[0]?.headers.has('authorization')).toBe(false);
    expect(signedOut.sent[0]?.headers.has('authorization')).toBe(false);
  });

  it('fills path parameters and leaves them out of the query', async () => {
    const { client, sent } = stubbedClient(() => json(callSamples.GetBlogDetail.response));
    await client.call(GetBlogDetail, { id: 7 });
    expect(sent[0]?.url.pathname).toBe('/api/blog/7');
    expect(sent[0]?.url.search).toBe('');
  });

  it('encodes GET input as the query string, with defaults applied', async () => {
    const { client, sent } = stubbedClient(() => json({ refSearchData: [] }));
    await client.call(SearchProducts, { term: 'hdmi 2.1 & more' });
    expect(sent[0]?.url.searchParams.get('term')).toBe('hdmi 2.1 & more');
    const blog = stubbedClient(() => json(callSamples.GetBlogList.response));
    await blog.client.call(GetBlogList, {});
    expect(blog.sent[0]?.url.search).toBe('?page=1&pageSize=10');
  });

  it('keeps the path of a base address', async () => {
    const { client, sent } = stubbedClient(() => json(callSamples.GetFAQ.response), { baseUrl: 'http://api.test/v1/' });
    await client.call(GetFAQ, { sku: 'HD-EXT-4K' });
    expect(sent[0]?.url.href).toBe('http://api.test/v1/api/Home/GetFAQ?sku=HD-EXT-4K');
  });

  it('asks for a search at the address the results page preloads', async () => {
    const { client, sent } = stubbedClient(() => json({ refSearchData: [], count: 0, pageSize: 20 }));
    await client.call(SearchProducts, { term: 'hdmi 2.1 & more', page: 3 });
    expect(sent[0]?.url.href).toBe(
      new URL(getUrl('http://api.test', searchProductsPath, { term: 'hdmi 2.1 & more', page: 3 })).href,
    );
    expect(sent[0]?.url.search).toBe('?term=hdmi+2.1+%26+more&page=3');
  });

  it('reports a not-found address as json-patch', async () => {
    const { client, sent } = stubbedClient(() => json({ status: 200, id: 1 }));
    await client.call(ReportNotFound, { URL: 'http://site.test/nowhere' });
    expect(sent[0]?.headers.get('content-type')).toBe('application/json-patch+json');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ URL: 'http://site.test/nowhere' });
  });

  it('turns an answer that breaks the contract into an ApiError naming the field', async () => {
    const { client } = stubbedClient(() => json({ refFaq: [{ question: 'Q' }] }));
    const error = await failure(client.call(GetFAQ, { sku: 'HD-EXT-4K' }));
    expect(error).toMatchObject({ status: 200, call: 'GetFAQ' });
    expect(error.issues).toContainEqual({ field: 'refFaq.0.answer', reason: expect.any(String) });
    expect(error.message).toContain('refFaq.0.answer');
  });

  it('turns an HTTP 400 into an ApiError with the server message and issues', async () => {
    const body = { error: 'Invalid request', issues: [{ field: 'skuid', reason: 'Required' }] };
    const { client } = stubbedClient(() => json(body, 400));
    const error = await failure(client.call(GetItemDetail, { skuid: 'X' }));
    expect(error).toMatchObject({ status: 400, call: 'GetItemDetail', issues: body.issues });
    expect(error.message).toContain('Invalid request');
  });

  it('turns a network failure into an ApiError with status 0 and the cause', async () => {
    const { client } = stubbedClient(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(client.call(GetPartners, {}));
    expect(error).toMatchObject({ status: 0, call: 'GetPartners' });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('does not send a request that breaks the contract', async () => {
    const { client, sent } = stubbedClient(() => json({ status: 200, id: 1 }));
    const error = await failure(client.call(NewsLetterSignup, { Name: 'Jo', Email: 'jo@' }));
    expect(error.issues).toEqual([{ field: 'Email', reason: 'Email is required' }]);
    expect(sent).toHaveLength(0);
  });

  it('reads the captcha verdict by truthiness, an empty body being a rejection', async () => {
    const verdicts = [new Response('true'), json(false), new Response('')];
    const { client } = stubbedClient(() => verdicts.shift() ?? json(null));
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push(isAccepted(await client.call(ValidateCaptcha, { captcha: 't' })));
    expect(results).toEqual([true, false, false]);
  });
});
