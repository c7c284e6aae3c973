import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';

/**
 * The contracts' NOTIFICATION_WIDTH, written out: its contract file also builds zod schemas,
 * which the entry (the chunk-failure notice) does not load. toast.test.ts checks that the two stay equal.
 */
export const TOAST_WIDTH = 424;

export interface ToastOptions {
  key?: string;
  type?: 'info' | 'success' | 'warning' | 'error';
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Auto-hide after this many milliseconds; without it the toast stays until closed. */
  autoHideMs?: number;
  onClick?: () => void;
}

/** App notifications: 424 px wide (narrower on phones), optional auto-hide. */
export function showToast(api: NotificationInstance, options: ToastOptions): void {
  api.open({
    key: options.key,
    type: options.type ?? 'info',
    title: options.title,
    description: options.description,
    actions: options.actions,
    duration: options.autoHideMs ? options.autoHideMs / 1000 : false,
    onClick: options.onClick,
    placement: 'topRight',
    style: { width: TOAST_WIDTH, maxWidth: 'calc(100vw - 24px)' },
  });
}
