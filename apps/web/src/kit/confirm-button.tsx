/**
 * "Are you sure?" before a step that cannot be undone (delete, publish, revoke, take off the site), behind
 * whichever button offers it: the button opens a ConfirmDialog, confirmed with the button's own label, and
 * `run` makes the call once confirmed. The dialog's code is loaded when first opened, so the public pages'
 * lists do not carry the dialogs' code and styles.
 *
 *   <ConfirmButton icon={IconSend} confirm={{ title, text, run: () => publish.mutateAsync(body), done, testId: 'duty-publish-dialog' }}>
 *     {t('publish')}
 *   </ConfirmButton>
 */
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ActionButton, type ActionButtonProps } from './action-button';

const ConfirmDialog = lazy(() => import('./reason-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** What the confirmation says and does. */
export interface Confirm {
  title: string;
  text: string;
  run: () => Promise<unknown> | undefined;
  /** Shown once the call has succeeded. */
  done: string;
  busy?: boolean;
  onDone?: () => void;
  /** The dialog's test id (its confirm button `<testId>-confirm`). */
  testId: string;
}

/** A button (drawn by `button`, given what opens the dialog) and its confirmation while open. */
export function Confirmed({
  confirm,
  label,
  button,
}: {
  confirm: Confirm;
  /** The button's label, which confirms in the dialog too. */
  label: string;
  button: (open: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      {button(() => setOpened(true))}
      {opened && (
        <Suspense fallback={null}>
          <ConfirmDialog opened onClose={() => setOpened(false)} confirmLabel={label} {...confirm} />
        </Suspense>
      )}
    </>
  );
}

/** A page's button (ActionButton) whose step is asked first. */
export function ConfirmButton({
  confirm,
  children,
  ...button
}: Omit<ActionButtonProps, 'onClick' | 'children'> & { confirm: Confirm; children: string }) {
  return (
    <Confirmed
      confirm={confirm}
      label={children}
      button={(open) => (
        <ActionButton {...button} onClick={open}>
          {children}
        </ActionButton>
      )}
    />
  );
}
