import { startTestApi, type TestApi } from './test-server.ts';

/** Posts a staff call (`/api/Staff/<call>`) with the bearer token given (none when empty). */
async function postStaffCall(baseUrl: string, call: string, body: unknown, token: string | undefined) {
  const answer = await fetch(`${baseUrl}/api/Staff/${call}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/**
 * A test API for the staff editor's suites, started before them with staff and a dealer signed in:
 * `staffCall` posts as staff unless given another token ('' for none).
 */
export function useStaffApi() {
  const signedIn = { api: undefined as unknown as TestApi, staff: '', dealer: '' };
  beforeAll(async () => {
    signedIn.api = await startTestApi(0);
    signedIn.staff = (await signedIn.api.login('staff')).token;
    signedIn.dealer = (await signedIn.api.login('dealer')).token;
  });
  afterAll(() => signedIn.api.close());
  return {
    signedIn,
    staffCall: (call: string, body: unknown, token: string | undefined = signedIn.staff) =>
      postStaffCall(signedIn.api.baseUrl, call, body, token),
  };
}
