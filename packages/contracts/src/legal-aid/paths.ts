/**
 * Every HTTP call of state-funded legal aid, by name: method and path under /api/v.1/ (`:id` is a path
 * parameter). The API registers exactly these (a test checks it); the SPA builds its URLs from them.
 * Request and response schemas are named beside each call in the area's contract file.
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
  // orders (orders.ts)
  ownOrder: { method: 'GET', path: 'getInfo/ownOrder' },
  orderCreate: { method: 'POST', path: 'getInfo/orderCreate' },
  createDraft: { method: 'POST', path: 'getInfo/createDraft' },
  updateDraft: { method: 'POST', path: 'getInfo/updateDraft' },
  deleteOrder: { method: 'POST', path: 'getInfo/deleteOrder' },
  signatureDraft: { method: 'POST', path: 'getInfo/signatureDraft' },
  cancelOrder: { method: 'POST', path: 'getInfo/cancelOrder' },
  dtoByOrderId: { method: 'GET', path: 'getInfo/dtoByOrderId/:id' },
  getByOrderId: { method: 'GET', path: 'getInfo/getByOrderId/:id' },
  employeeOrder: { method: 'GET', path: 'getInfo/employeeOrder' },
  orderCount: { method: 'GET', path: 'getInfo/orderCount' },
  countEmployee: { method: 'GET', path: 'getInfo/countEmployee' },
  listOwnLegalAidType: { method: 'GET', path: 'getInfo/listOwnLegalAidType' },
  orderCreateCheck: { method: 'GET', path: 'getInfo/orderCreateCheck' },
  infoFromMvd: { method: 'GET', path: 'getInfo/infoFromMvd' },
  searchCriminal: { method: 'GET', path: 'getInfo/searchCriminal' },
  listByCriminalCaseNumber: { method: 'GET', path: 'getInfo/listByCriminalCaseNumber' },
  ownCriminalCaseNumberList: { method: 'GET', path: 'getInfo/ownCriminalCaseNumberList' },
  getByOrderIdAndLawyerPnfl: { method: 'GET', path: 'getInfo/getByOrderIdAndLawyerPnfl' },
  fileDownload: { method: 'GET', path: 'getInfo/fileDownload' },
  orderPdf: { method: 'GET', path: 'getInfo/orderPdf/:id' },
  listForRequest: { method: 'GET', path: 'getInfo/listForRequest' },
  dtoByOrderIdForCheck: { method: 'GET', path: 'getInfo/dtoByOrderIdForCheck/:id' },
  addCasePerson: { method: 'POST', path: 'getInfo/addCasePerson' },
  deleteCasePerson: { method: 'POST', path: 'getInfo/deleteCasePerson' },
  // checklists of completed work (checklists.ts)
  checklistLegalAidAddressList: { method: 'GET', path: 'checkList/legalAidAddressList' },
  checklistCreate: { method: 'POST', path: 'checkList/create' },
  checklistUpdate: { method: 'POST', path: 'checkList/update' },
  checklistGetByOrgRequestId: { method: 'GET', path: 'checkList/getByOrgRequestId/:id' },
  checklistGetById: { method: 'GET', path: 'checkList/get-by-id/:id' },
  checklistAgreed: { method: 'POST', path: 'checkList/agreed' },
  checklistSigning: { method: 'POST', path: 'checkList/signing' },
  checklistInfo: { method: 'GET', path: 'checkList/info' },
  checklistSendForAgreed: { method: 'POST', path: 'checkList/sendForAgreed' },
  checklistReturn: { method: 'POST', path: 'checkList/return' },
  checklistList: { method: 'GET', path: 'checkList/list' },
  // notifications (notifications.ts)
  notificationList: { method: 'GET', path: 'getInfo/notificationList' },
  notificationById: { method: 'GET', path: 'getInfo/notificationById/:id' },
  notificationUnreadCount: { method: 'GET', path: 'getInfo/notificationUnreadCount' },
  notificationMarkRead: { method: 'POST', path: 'getInfo/notificationMarkRead' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string }>;

export type LegalAidCallName = keyof typeof LEGAL_AID_CALLS;

/** A call's path with its `:id` filled: `legalAidPath('dtoByOrderId', 42)` -> 'getInfo/dtoByOrderId/42'. */
export function legalAidPath(name: LegalAidCallName, id?: number): string {
  const path: string = LEGAL_AID_CALLS[name].path;
  if (!path.includes(':id')) return path;
  if (id === undefined) throw new Error(`${name} needs an id`);
  return path.replace(':id', String(id));
}
