import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** An appeal as the API answers it (the fields the tests read). */
export type Appeal = { id: number; status: string; brief: string | null; kind: string };

/**
 * A state-funded appeal to the Samarqand region (8) in the first field of law, sent through the API with
 * the citizen's token as the form sends it (set-up, where the form is not the point of the test).
 */
export async function sendStateFundedAppeal(
  request: APIRequestContext,
  token: string | null,
  text: { brief: string; content: string },
): Promise<Appeal> {
  const headers = { authorization: `Bearer ${token}` };
  const fields = await request.get('/api/v.1/legalAidDisabled/fieldsOfApplicationList', { headers });
  const fieldId = ((await fields.json()) as { list: { id: number }[] }).list[0]!.id;
  const res = await request.post('/api/v.1/clients/create-request', {
    headers,
    multipart: { regionIds: '8', fieldId: String(fieldId), ...text, consent: 'true' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Appeal;
}

/** The row (or the phone's card) of appeal `id` in an appeal list. */
export const appealRow = (page: Page, id: number) =>
  page.locator(`[data-testid="appeal-row"][data-appeal-id="${id}"]`);
