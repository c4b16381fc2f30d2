/**
 * The steps of one workflow record, each named by one key that is at once its `can` flag, its i18n stem
 * and its test id: a screen says which steps a record offers and the rest follows from the key.
 *
 *   const RECORD = { ns: 'orders', keys: 'actions', testId: 'order', reason: 'actions.reason' } as const;
 *   const steps = useRecordSteps(order, RECORD);
 *   <ItemActions actions={[steps.call('send', IconSend, send), steps.link('edit', IconEdit, editPath)]}>
 *     <ReasonAction {...steps.reason('cancel', IconBan, cancel, t('errors:success.cancelled'))} />
 *   </ItemActions>
 *
 * `steps.sign('sign', useSignOrder(), done)` gives what `useSignStep` takes.
 *
 * For the step `cancel`: shown while `record.can.cancel` holds; the button reads `<keys>.cancel`; the reason
 * dialog's title is `<keys>.cancelTitle` where the namespace has that key (else the button's label), its text `<keys>.cancelText` where the namespace has that key, the
 * reason's label the record's `reason` key; the button's test id is `<testId>-cancel` (a key in camel case
 * gives kebab case: `notComplete`, `request-not-complete`).
 */
import { IconDownload, IconEdit, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActionIcon } from './action-icon';
import { callOnRecord, type IdMutation, reasonOnRecord, type ReasonMutation } from './call-on-record';
import type { ItemAction } from './detail-layout';
import type { ReasonActionProps } from './reason-dialog';

/** A signing call's hook result (a derived `useMutation` or a hook of api/*.ts): `{ id, pkcs7 }` in. */
export interface SignMutation {
  mutate(input: { id: number; pkcs7: string }, options?: { onSuccess?: () => void }): void;
  isPending: boolean;
}

/** What a sign step is given (e-signature/use-sign-step.tsx; `sign(…)` below derives it from the step's key). */
export interface SignStepProps {
  when: unknown;
  id: number;
  /** The record's data to sign (its `signingContent`); null: nothing to sign. */
  content: unknown;
  mutation: SignMutation;
  label: string;
  /** The signing dialog's title. */
  title: string;
  /** Shown once the signature is saved. */
  done: string;
  testId: string;
}

/** Where a record's step keys lead: its i18n namespace and key prefix, its test ids, its reason label. */
export interface RecordStepKeys {
  ns: string;
  /** The prefix of the steps' keys in `ns` (`actions`: `actions.cancel`); none: the keys stand at the top. */
  keys?: string;
  /** The record's test id stem (`order`: `order-cancel`). */
  testId: string;
  /** The key (in `ns`) of the reason's label in the reason dialogs. */
  reason?: string;
}

/** What a reason step derives from its key, without its call (a step that sends more than the reason). */
export type ReasonFrame = Omit<ReasonActionProps, 'busy' | 'run' | 'done'>;

export function useRecordSteps<C extends object>(
  record: { id: number; can: C; signingContent?: unknown },
  { ns, keys, testId, reason }: RecordStepKeys,
) {
  const { t, i18n } = useTranslation(ns);
  type Step = keyof C & string;
  const key = (step: Step) => (keys ? `${keys}.${step}` : step);
  /** `<key><suffix>` where the namespace has it (a dialog's title or text), else `otherwise`. */
  const optional = (step: Step, suffix: string, otherwise?: string) =>
    i18n.exists(`${key(step)}${suffix}`, { ns }) ? t(`${key(step)}${suffix}`) : otherwise;
  const stepTestId = (step: Step) => `${testId}-${step.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  const frame = (step: Step, icon: ActionIcon): ReasonFrame => ({
    when: record.can[step],
    label: t(key(step)),
    icon,
    testId: stepTestId(step),
    dialogTitle: optional(step, 'Title'),
    dialogText: optional(step, 'Text'),
    reasonLabel: reason ? t(reason) : '',
  });
  return {
    /** A step that calls the API on the record's id (send, agree, accept): an `ItemActions` entry. */
    call: (step: Step, icon: ActionIcon, mutation: IdMutation, done?: string): ItemAction => ({
      when: record.can[step],
      label: t(key(step)),
      icon,
      testId: stepTestId(step),
      ...callOnRecord(mutation, record.id, done),
    }),
    /** A step done on a page of its own (register, write a checklist, send again): a link. */
    link: (step: Step, icon: ActionIcon, to: string): ItemAction => ({
      when: record.can[step],
      label: t(key(step)),
      icon,
      to,
      testId: stepTestId(step),
    }),
    /** A step that needs a reason (cancel, return, refuse, reject): the props of its `ReasonAction`. */
    reason: (step: Step, icon: ActionIcon, mutation: ReasonMutation, done: string): ReasonActionProps => ({
      ...frame(step, icon),
      ...reasonOnRecord(mutation, record.id),
      done,
    }),
    /**
     * A step signed in the e-signature dialog over the record's `signingContent` (sign, confirm): what
     * `useSignStep` takes; the dialog's title is `<keys>.<step>Title` where the namespace has it, else the label.
     */
    sign: (step: Step, mutation: SignMutation, done: string): SignStepProps => ({
      when: record.can[step],
      id: record.id,
      content: record.signingContent,
      mutation,
      label: t(key(step)),
      title: optional(step, 'Title', t(key(step)))!,
      done,
      testId: stepTestId(step),
    }),
    /** What `reason` derives from the key, for a step that makes its own call (a reason with a file). */
    reasonFrame: frame,
  };
}

/** The link to the record's form, to correct it: a light button, shown while `when` (its `can.update`) holds. */
export function editAction(label: string, testId: string, to: string, when: unknown): ItemAction {
  return { when, label, icon: IconEdit, to, variant: 'light', testId };
}

/** A download of the record's file (its PDF, a scan): a light button, shown while `when` holds. */
export function downloadAction(
  label: string,
  testId: string | undefined,
  download: () => Promise<unknown>,
  when: unknown = true,
): ItemAction {
  return { when, label, icon: IconDownload, variant: 'light', onClick: () => void download(), testId };
}

/** The link to a signed document's public check page (the address of its QR code), once it has one. */
export function checkPageAction(
  checkId: string | null | undefined,
  label: string,
  testId: string,
): ItemAction {
  return {
    when: checkId,
    label,
    icon: IconExternalLink,
    to: `/check-service-doc/${checkId}`,
    variant: 'subtle',
    testId,
  };
}
