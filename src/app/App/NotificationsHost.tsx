import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';

// Toasts (their container, transitions and styles) load with the first toast: most visits show none.
const Notifications = lazy(() => import('./notifications-view.ts').then((m) => ({ default: m.Notifications })));

/** Mounts Mantine's notification container once the shared store holds a toast, then keeps it. */
export function NotificationsHost({ position }: { position: 'bottom-right' }) {
  const { notifications, queue } = useNotifications();
  const needed = notifications.length + queue.length > 0;
  return needed ? (
    <Suspense fallback={null}>
      <Notifications position={position} />
    </Suspense>
  ) : null;
}
