import { NOTIFICATION_WIDTH } from '@intranet/contracts';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_WIDTH } from './toast.ts';

describe('showToast', () => {
  it('uses the notification width of the contracts', () => {
    expect(TOAST_WIDTH).toBe(NOTIFICATION_WIDTH);
  });

  it('opens a 424 px notification that stays until closed unless told to hide', () => {
    const open = vi.fn();
    const api = { open } as unknown as NotificationInstance;
    showToast(api, { title: 'Заголовок' });
    showToast(api, { title: 'Другой', type: 'warning', autoHideMs: 8000 });
    expect(open.mock.calls[0]![0]).toMatchObject({
      type: 'info',
      title: 'Заголовок',
      duration: false,
      placement: 'topRight',
      style: { width: NOTIFICATION_WIDTH, maxWidth: 'calc(100vw - 24px)' },
    });
    expect(open.mock.calls[1]![0]).toMatchObject({ type: 'warning', duration: 8 });
  });
});
