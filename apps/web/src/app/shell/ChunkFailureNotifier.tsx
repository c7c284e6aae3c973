import { App, Typography } from 'antd';
import { useEffect } from 'react';
import { showToast } from '../notifications/toast.ts';
import { subscribeShellEvents } from '../shell-events.ts';

export const CHUNK_NOTICE_SCRIPT = 'Не удалось загрузить часть приложения';
export const CHUNK_NOTICE_STYLE = 'Не удалось загрузить оформление страницы';

function handleReload() {
  window.location.reload();
}

/** §8: a failed code chunk (ChunkLoadError) or stylesheet (CSS_CHUNK_LOAD_FAILED) offers a reload. */
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
          actions: <Typography.Link onClick={handleReload}>Перезагрузить</Typography.Link>,
        });
      }),
    [notification],
  );

  return null;
}
