import { Skeleton } from 'antd';

/** Shown while a page chunk or its first data loads. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" role="status" aria-busy="true" aria-label="Загрузка">
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 6 }} />
    </div>
  );
}
