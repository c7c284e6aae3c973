import { App, Button } from 'antd';
import { useEffect } from 'react';
import { showToast } from '../notifications/toast.ts';
import { subscribeShellEvents } from '../shell-events.ts';

export const CHUNK_NOTICE_SCRIPT = 'Не удалось загрузить часть приложения';
export const CHUNK_NOTICE_STYLE = 'Не удалось загрузить оформление страницы';

function handleReload() {
  window.location.reload();
}

/** A failed code chunk (ChunkLoadError) or stylesheet (CSS_CHUNK_LOAD_FAILED) offers a reload. */
export function ChunkFailureNotifier() {
  const { notification } = App.useApp();

  useEffect(
    () =>
      subscribeShellEvents((event) => {
        if (event.type !== 'chunk-load-failed') return;
        showToast(notification, {
          key: `chunk-load-failed-${event.kind}`,
          type: 'warning',
          title: event.kind === 'style' ? CHUNK_NOTICE_STYLE : CHUNK_NOTICE_SCRIPT,
          description: 'Проверьте соединение или обновите страницу: возможно, вышла новая версия.',
          // A link-styled button, not Typography.Link: Typography (with its editable TextArea) stays out
          // of the entry, and this notice must work when no further chunk can load.
          actions: (
            <Button type="link" size="small" className="toast-link" onClick={handleReload}>
              Перезагрузить
            </Button>
          ),
        });
      }),
    [notification],
  );

  return null;
}
