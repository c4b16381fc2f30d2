/**
 * The one way the SPA shows toasts (spec sections 8 and 9): four kinds, closing after 5000 ms, at most
 * 20 on screen (set on <Notifications> in the shell). A toast with the same kind and text as one still
 * on screen is not shown twice.
 */
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n';

export const TOAST_KINDS = ['error', 'success', 'info', 'warning'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 20;

const COLORS: Record<ToastKind, string> = {
  error: 'red',
  success: 'green',
  info: 'primary',
  warning: 'orange',
};

function idFor(kind: ToastKind, message: string): string {
  let hash = 0;
  for (let i = 0; i < message.length; i += 1) hash = (Math.imul(hash, 31) + message.charCodeAt(i)) | 0;
  return `toast-${kind}-${(hash >>> 0).toString(36)}-${message.length}`;
}

function show(kind: ToastKind, message: string, title?: string): string {
  return notifications.show({
    id: idFor(kind, message),
    color: COLORS[kind],
    title: title ?? i18n.t(`shell:toast.${kind}`),
    message,
    autoClose: TOAST_AUTO_CLOSE_MS,
    'data-toast-kind': kind,
  });
}

export const toast = {
  error: (message: string, title?: string) => show('error', message, title),
  success: (message: string, title?: string) => show('success', message, title),
  info: (message: string, title?: string) => show('info', message, title),
  warning: (message: string, title?: string) => show('warning', message, title),
  /** The success toast of a change: `errors:success.<what>` ("Saved", "Cancelled"). */
  done: (what: 'saved' | 'cancelled' | 'deleted' = 'saved') =>
    show('success', i18n.t(`errors:success.${what}`)),
  /** Removes every toast (used by tests and on sign-out). */
  clear: () => {
    notifications.clean();
    notifications.cleanQueue();
  },
};
