/**
 * The HTTP calls of state-funded legal aid not yet defined with the call kit (kit/define-call.ts), by
 * name: method and path under /api/v.1/ (`:id` is a path parameter). Each moves to a `defineCall` beside
 * its schemas as its module is migrated (orders: orders.ts `orderCalls`).
 */
export const LEGAL_AID_CALLS = {
  // investigator requests (investigator-requests.ts)
  orgRequestCreateSend: { method: 'POST', path: 'getInfo/org-request_create-send' },
  organizationRequestById: { method: 'GET', path: 'getInfo/organizationRequestById/:id' },
  orgRequestDtoById: { method: 'GET', path: 'getInfo/orgRequestDtoById/:id' },
  acceptOrgRequestNew: { method: 'POST', path: 'getInfo/acceptOrgRequestNew' },
  cancelOrgRequestNew: { method: 'POST', path: 'getInfo/cancelOrgRequestNew' },
  notCompletedOrgRequest: { method: 'POST', path: 'getInfo/notCompletedOrgRequest' },
  closeOrganizationRequest: { method: 'POST', path: 'getInfo/closeOrganizationRequest/:id' },
  organizationRequestListByPnfl: { method: 'GET', path: 'getInfo/organizationRequestListByPnfl' },
  getOrgRequestFile: { method: 'GET', path: 'getInfo/getOrgRequestFile' },
  listLawyerForSend: { method: 'GET', path: 'getInfo/listLawyerForSend' },
  legalAidListByUserType: { method: 'GET', path: 'getInfo/legal-aid-list-by-user-type' },
  ownOrgRequestList: { method: 'GET', path: 'getInfo/ownOrgRequestList' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string }>;

export type LegalAidCallName = keyof typeof LEGAL_AID_CALLS;

/** A call's path with its `:id` filled: `legalAidPath('dtoByOrderId', 42)` -> 'getInfo/dtoByOrderId/42'. */
export function legalAidPath(name: LegalAidCallName, id?: number): string {
  const path: string = LEGAL_AID_CALLS[name].path;
  if (!path.includes(':id')) return path;
  if (id === undefined) throw new Error(`${name} needs an id`);
  return path.replace(':id', String(id));
}
