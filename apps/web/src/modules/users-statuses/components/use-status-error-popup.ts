import { App } from 'antd';
import { USER_STATUS_ERRORS } from '@intranet/contracts';
import { useCallback } from 'react';
import { ERROR_TEXTS } from '../../../api/error-catalogue.ts';

export type StatusErrorKind = keyof typeof USER_STATUS_ERRORS;

/** The three popups of the page: «Что-то пошло не так при загрузке/сохранении/удалении статусов». */
export function useStatusErrorPopup(): (kind: StatusErrorKind) => void {
  const { modal } = App.useApp();
  return useCallback(
    (kind: StatusErrorKind) => {
      modal.error({
        title: USER_STATUS_ERRORS[kind],
        content: ERROR_TEXTS.genericContent,
        okText: 'Закрыть',
      });
    },
    [modal],
  );
}
