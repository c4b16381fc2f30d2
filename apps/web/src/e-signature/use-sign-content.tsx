/**
 * Signing a document in the cabinet (orders, checklists, reports, contracts): the document's data are
 * signed as their canonical JSON (packages/domain `canonicalJson`, the text the API checks with
 * `verifySignedDocument`), attached, with a key card the user chooses in a dialog.
 *
 *   const { sign, dialog } = useSignContent();
 *   …
 *   const signed = await sign(orderData, { signerPinfl: myPinfl }); // null when the user closes the dialog
 *   if (signed) await signOrder.mutateAsync({ id, pkcs7: signed.pkcs7 }); // orderCalls.signatureDraft
 *   …
 *   return <>{…}{dialog}</>;
 */
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { canonicalJson } from '@portal/domain';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../api/site';
import { getStored } from '../storage/browser-storage';
import { KeyCardForm } from './key-card-form';
import { signWithKeyCard } from './sign-with-key-card';
import type { KeyCard } from './signing-client';
import { useSigningClient } from './use-signing-client';

export interface SignedContent {
  /** The attached PKCS#7, base64: send it to the API, which verifies and stores it. */
  pkcs7: string;
  /** The canonical JSON that was signed. */
  content: string;
  /** The key card that signed. */
  card: KeyCard;
}

export interface SignContentOptions {
  /** Only this PINFL's key cards are offered; by default the signed-in user's (stored pnfl). */
  signerPinfl?: string | null;
  /** The dialog's title; "Sign the document" by default. */
  title?: string;
}

interface Pending {
  content: string;
  options: SignContentOptions;
  resolve: (signed: SignedContent | null) => void;
}

/** `sign(data)` opens the signing dialog and resolves with the signature, or null when the user closes it. */
export function useSignContent(): {
  sign: (data: unknown, options?: SignContentOptions) => Promise<SignedContent | null>;
  dialog: ReactNode;
} {
  const { t } = useTranslation('e-signature');
  const settings = useAppInfo().data?.eSignature;
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const { state, retry } = useSigningClient(settings, pending !== null);

  const sign = useCallback((data: unknown, options: SignContentOptions = {}) => {
    const content = canonicalJson(data);
    return new Promise<SignedContent | null>((resolve) => {
      pendingRef.current?.resolve(null);
      const next = { content, options, resolve };
      pendingRef.current = next;
      setPending(next);
    });
  }, []);

  const finish = (signed: SignedContent | null) => {
    pendingRef.current?.resolve(signed);
    pendingRef.current = null;
    setPending(null);
  };

  const submit = async (card: KeyCard, password: string) => {
    if (!pending || state.status !== 'ready') return;
    const { pkcs7 } = await signWithKeyCard(state.client, card, password, pending.content);
    finish({ pkcs7, content: pending.content, card });
  };

  const signerPinfl =
    pending?.options.signerPinfl === undefined ? getStored('pnfl') : pending.options.signerPinfl;
  const dialog = (
    <Modal
      opened={pending !== null}
      onClose={() => finish(null)}
      title={pending?.options.title ?? t('sign.title')}
      size="lg"
      data-testid="sign-content-dialog"
    >
      <KeyCardForm
        state={state}
        retry={retry}
        exemptPinfl={settings?.expiredKeyExemptPinfl ?? null}
        passwordInPage={settings?.passwordInPage ?? false}
        onlyPinfl={signerPinfl}
        submitLabel={t('sign.submit')}
        progressLabel={t('sign.progress')}
        onSubmit={submit}
      />
    </Modal>
  );
  return { sign, dialog };
}
