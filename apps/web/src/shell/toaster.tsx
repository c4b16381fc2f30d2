/**
 * The on-screen container of the toasts (spec section 9: 5000 ms, at most 20). Loaded lazily: `toast`
 * only needs the small notifications store, so toasts raised before this code arrives are queued and
 * shown as soon as it mounts.
 */
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { MantineScope } from '../theme/mantine-scope';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from './toast';

export default function Toaster() {
  return (
    <MantineScope>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" zIndex={1000} />
    </MantineScope>
  );
}
