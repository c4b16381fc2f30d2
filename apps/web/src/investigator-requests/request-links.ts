/** Where a request opens: the investigator's own pages, or the lawyer's (under notifications). */
import { useCurrentAccount } from '../api/identity';

export const investigatorRequestPath = (id: number) => `/lawyer-profile/investigator-requests/view/${id}`;
export const lawyerRequestPath = (id: number) => `/lawyer-profile/notifications/request/${id}`;
export const checklistPath = (id: number) => `/lawyer-profile/notifications/checklist/${id}`;
export const checklistCreatePath = (requestId: number) =>
  `/lawyer-profile/notifications/checklist/create/${requestId}`;

/** The request page for the signed-in user's role. */
export function useRequestPath(): (id: number) => string {
  const account = useCurrentAccount();
  const investigator = account.data?.permissions.includes('investigatorRequest.create') ?? false;
  return investigator ? investigatorRequestPath : lawyerRequestPath;
}
