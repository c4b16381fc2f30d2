/**
 * The "Sign" step of a record (an order, a checklist, a half-year report), written once: a button, shown
 * while `when` holds (the DTO's `can.sign`), opens the signing dialog over the record's `content`; once the
 * user has signed, `mutation` sends `{ id, pkcs7 }` and `done` is shown. Nothing is sent when the user
 * closes the dialog or the record has no content to sign.
 *
 *   const signStep = useSignStep({ when: can.sign, label, testId: 'order-sign', content, … });
 *   <ItemActions actions={[signStep.action, …]}>{signStep.dialog}</ItemActions>
 */
import { IconSignature } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ItemAction } from '../kit/detail-layout';
import type { SignStepProps } from '../kit/record-steps';
import { toast } from '../shell/toast';
import { useSignContent } from './use-sign-content';

export function useSignStep({ when, id, content, mutation, label, title, done, testId }: SignStepProps): {
  action: ItemAction;
  dialog: ReactNode;
} {
  const { sign, dialog } = useSignContent();
  const signNow = async () => {
    if (!content) return;
    const signed = await sign(content, { title });
    if (!signed) return;
    mutation.mutate({ id, pkcs7: signed.pkcs7 }, { onSuccess: () => toast.success(done) });
  };
  return {
    action: {
      when,
      label,
      icon: <IconSignature size={18} aria-hidden="true" />,
      loading: mutation.isPending,
      onClick: () => void signNow(),
      testId,
    },
    dialog,
  };
}
