import { Button, Result } from 'antd';

export const CHUNK_FAILED_TITLE = 'Не удалось загрузить страницу';
export const CHUNK_FAILED_TEXT = 'Возможно, вышла новая версия или прервалась связь. Перезагрузите страницу.';

function handleReload() {
  window.location.reload();
}

/** Stands in for a page whose code chunk did not load. */
export function ChunkFailedResult() {
  return (
    <Result
      status="warning"
      title={CHUNK_FAILED_TITLE}
      subTitle={CHUNK_FAILED_TEXT}
      extra={
        <Button type="primary" onClick={handleReload}>
          Перезагрузить
        </Button>
      }
    />
  );
}
