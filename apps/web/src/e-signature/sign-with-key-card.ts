/**
 * Signing a text with a chosen key card, reusing the key the client loaded within the last 6 hours (the
 * key-id cookie of spec section 9) so that the password is asked once; and the message to show for any
 * failure of the chain (client, API).
 */
import { minSigningClientVersionText } from '@portal/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../api/client';
import { getStored, removeStored, setStored } from '../storage/browser-storage';
import { type KeyCard, type Pkcs7Signature, type SigningClient, SigningClientError } from './signing-client';

/** Whether the client still holds a loaded key for this card (its key id is in the cookie). */
export function hasLoadedKey(card: KeyCard): boolean {
  return getStored('eSignKey')?.serialNumber === card.id;
}

/**
 * Signs `text` with `card`: with the remembered key id when it is this card's and still loaded, else
 * after loading the key with `password` (remembered for 6 hours).
 */
export async function signWithKeyCard(
  client: SigningClient,
  card: KeyCard,
  password: string | undefined,
  text: string,
): Promise<Pkcs7Signature> {
  const remembered = getStored('eSignKey');
  if (remembered && remembered.serialNumber === card.id) {
    try {
      return await client.signText(text, remembered.keyId);
    } catch (error) {
      if (!(error instanceof SigningClientError && error.kind === 'KEY_NOT_LOADED')) throw error;
      removeStored('eSignKey');
    }
  }
  const keyId = await client.loadKey(card, password || undefined);
  setStored('eSignKey', { serialNumber: card.id, keyId });
  return client.signText(text, keyId);
}

/** The message (spec section 8) for a failure of the signing client or of the portal's e-signature calls. */
export function eSignatureErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof SigningClientError) {
    switch (error.kind) {
      case 'NO_WEBSOCKET':
        return t('errors:business.eSignNoWebSocket');
      case 'CLIENT_NOT_RUNNING':
        return t('errors:business.eSignClientNotRunning');
      case 'OLD_VERSION':
        return t('errors:business.eSignOldVersion', { min: minSigningClientVersionText() });
      case 'WRONG_PASSWORD':
      case 'KEY_NOT_LOADED':
        return t('errors:business.eSignWrongPassword');
      default:
        return error.reason || t('errors:business.eSignServerError');
    }
  }
  if (error instanceof ApiError) {
    if (error.status === 0 || error.status >= 500) return t('errors:business.eSignServerError');
    return error.message || t('errors:business.loginFailed');
  }
  return t('errors:business.eSignServerError');
}
