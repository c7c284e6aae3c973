import { Alert } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { NotFoundState } from '../routing/NotFoundRedirect.tsx';

/** «Страница не найдена» above the dashboard reached from an unknown address; gone on the next navigation. */
export function NotFoundNotice() {
  const location = useLocation();
  const asked = (location.state as NotFoundState | null)?.notFound;
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (!asked || closedFor === location.key) return null;
  return (
    <Alert
      className="messages-banner"
      type="warning"
      showIcon
      role="status"
      closable={{ onClose: () => setClosedFor(location.key), 'aria-label': 'Закрыть' }}
      title="Страница не найдена"
      description={`Адреса ${asked} нет — открыта главная страница.`}
    />
  );
}
