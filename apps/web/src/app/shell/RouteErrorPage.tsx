import { Button, Result } from 'antd';
import { ERROR_TEXTS } from '../../api/error-catalogue.ts';
import { useDocumentTitle } from '../../ui/PageTitle.tsx';

function handleReload() {
  window.location.reload();
}

/** A render error anywhere in the route tree: the catalogue's generic text and a way out. */
export function RouteErrorPage() {
  useDocumentTitle(ERROR_TEXTS.genericTitle);
  return (
    <Result
      status="500"
      title={ERROR_TEXTS.genericTitle}
      subTitle={ERROR_TEXTS.genericContent}
      extra={[
        <Button key="reload" type="primary" onClick={handleReload}>
          Перезагрузить
        </Button>,
        <Button key="home" href="/dashboard">
          На главную
        </Button>,
      ]}
    />
  );
}
