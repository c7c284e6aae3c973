import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { ERROR_TEXTS } from '../api/error-catalogue.ts';
import { useDocumentTitle } from './PageTitle.tsx';

/** A screen or tab the user's roles do not open (the menus hide it; a typed URL lands here). */
export function ForbiddenResult() {
  useDocumentTitle(ERROR_TEXTS.forbiddenTitle);
  return (
    <Result
      status="403"
      title={ERROR_TEXTS.forbiddenTitle}
      subTitle={ERROR_TEXTS.forbiddenContent}
      extra={
        <Link to="/dashboard">
          <Button type="primary">На главную</Button>
        </Link>
      }
    />
  );
}
