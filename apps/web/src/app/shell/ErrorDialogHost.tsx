import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { http } from '../../api/http-client.ts';
import type { ErrorDialog } from '../../api/error-catalogue.ts';
import { cachedSettings, type SettingsMap } from '../auth/session-queries.ts';

function SupportContact({ settings }: { settings: SettingsMap | undefined }) {
  const email = settings?.support_email;
  const phone = settings?.support_phone;
  if (!email && !phone) return null;
  return (
    <p className="error-dialog__contact">
      Служба поддержки: {email ? <a href={`mailto:${email}`}>{email}</a> : null}
      {email && phone ? ', ' : null}
      {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null}
    </p>
  );
}

/**
 * Shows the error catalogue's dialogs for the http client. The same dialog is not stacked twice when
 * several calls fail together.
 */
export function ErrorDialogHost() {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const open = useRef(new Set<string>());

  useEffect(() => {
    function showErrorDialog(dialog: ErrorDialog) {
      const key = `${dialog.title}\n${dialog.content}`;
      if (open.current.has(key)) return;
      open.current.add(key);
      const settings = cachedSettings(queryClient);
      modal.error({
        title: dialog.title,
        content: (
          <div className="error-dialog">
            <p>{dialog.content}</p>
            {dialog.withSupportContact ? <SupportContact settings={settings} /> : null}
          </div>
        ),
        okText: 'Закрыть',
        afterClose: () => open.current.delete(key),
      });
    }
    http.setHooks({ showErrorDialog });
    return () => http.setHooks({ showErrorDialog: () => undefined });
  }, [modal, queryClient]);

  return null;
}
