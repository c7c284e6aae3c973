import { Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';

const APP_NAME = 'Интранет';

/** Sets the browser tab title; the shell has one naming rule for every page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${APP_NAME}` : APP_NAME;
  }, [title]);
}

interface PageTitleProps {
  title: string;
  extra?: ReactNode;
}

/** The page heading (h1) plus the browser tab title. */
export function PageTitle({ title, extra }: PageTitleProps) {
  useDocumentTitle(title);
  return (
    <div className="page-title">
      <Typography.Title level={1} className="page-title__text">
        {title}
      </Typography.Title>
      {extra ? <div className="page-title__extra">{extra}</div> : null}
    </div>
  );
}
