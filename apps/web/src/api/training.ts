/** Training certificates (packages/contracts requests/training-certificates.ts): list with yearly hours, add, confirm, refuse. */
import { type CallQuery, trainingCertificateCalls as calls } from '@portal/contracts';
import { callHooks } from './call';

const call = callHooks('requests');

export const useTrainingCertificates = (query: CallQuery<typeof calls.trainingCertificateList>) =>
  call.useQuery(calls.trainingCertificateList, { query }, { keep: true });
/** FormData with the fields of trainingCertificateFields and the scan `file`. */
export const useAddTrainingCertificate = () =>
  call.useMutation(calls.trainingCertificateCreate, { input: (b: FormData) => ({ body: b as never }) });
export const useConfirmTrainingCertificate = () =>
  call.useMutation(calls.trainingCertificateConfirm, { input: (id: number) => ({ body: { id } }) });
export const useRefuseTrainingCertificate = () =>
  call.useMutation(calls.trainingCertificateRefuse, {
    input: (b: { id: number; reason: string }) => ({ body: b }),
  });
