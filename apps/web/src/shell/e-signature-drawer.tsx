/**
 * The side drawer opened by the e-signature button of the login menu, titled "electronic signing"
 * (spec section 2): sign-in with a key card. While open it talks to the signing client on this computer
 * and lists its key cards; the chosen card signs a challenge of the verification server
 * (`keyForLoginSign`), `authPayloadByEsp` signs the person in, and the SPA goes to the landing page of
 * spec section 4.
 */
import { Drawer, List, Stack, Text } from '@mantine/core';
import { eSignatureCalls } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../api/call-fetch';
import { useAppInfo } from '../api/site';
import { KeyCardForm } from '../e-signature/key-card-form';
import { signWithKeyCard } from '../e-signature/sign-with-key-card';
import type { KeyCard } from '../e-signature/signing-client';
import { useSigningClient } from '../e-signature/use-signing-client';
import { getStored, setStored } from '../storage/browser-storage';
import { type DrawerProps, withMantineScope } from '../theme/mantine-scope';
import { completeSignIn } from './session';

function ESignatureDrawerContent({ opened, onClose }: DrawerProps) {
  const { t } = useTranslation('shell');
  const { t: te } = useTranslation('e-signature');
  const navigate = useNavigate();
  const settings = useAppInfo().data?.eSignature;
  const { state, retry } = useSigningClient(settings, opened);

  const signIn = async (card: KeyCard, password: string) => {
    if (state.status !== 'ready' || !card.pinfl) return;
    const quietly = { dontShowError: true };
    const key = await callApi(
      eSignatureCalls.keyForLoginSign,
      { query: { TIN: card.tin ?? undefined, PNFL: card.pinfl } },
      quietly,
    );
    const { pkcs7 } = await signWithKeyCard(state.client, card, password, key.challenge);
    const answer = await callApi(
      eSignatureCalls.authPayloadByEsp,
      { body: { signedData: pkcs7, pnfl: card.pinfl } },
      quietly,
    );
    // completeSignIn starts the user's data afresh; the key just loaded stays usable (spec: 6 hours).
    const loadedKey = getStored('eSignKey');
    const landing = completeSignIn(answer);
    setStored('eSignKey', loadedKey);
    setStored('pnfl', card.pinfl);
    setStored('fullName', card.cn);
    onClose();
    void navigate(landing);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('eSign.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="e-signature-drawer"
    >
      <Stack gap="md">
        <Text>{t('eSign.intro')}</Text>
        <KeyCardForm
          state={state}
          retry={retry}
          exemptPinfl={settings?.expiredKeyExemptPinfl ?? null}
          passwordInPage={settings?.passwordInPage ?? false}
          submitLabel={te('signIn.submit')}
          progressLabel={te('signIn.progress')}
          onSubmit={signIn}
        />
        {state.status === 'error' && (
          <List spacing="xs" data-testid="e-signature-steps">
            <List.Item>{t('eSign.stepClient')}</List.Item>
            <List.Item>{t('eSign.stepCard')}</List.Item>
            <List.Item>{t('eSign.stepPassword')}</List.Item>
          </List>
        )}
      </Stack>
    </Drawer>
  );
}

/** In a Mantine scope, which also gives the drawer's hooks TanStack Query's client. */
export default withMantineScope(ESignatureDrawerContent);
