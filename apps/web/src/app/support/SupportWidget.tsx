import { QuestionOutlined } from '@ant-design/icons';
import { Button, FloatButton, Form, Modal, Result } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { isJobSafetyPath } from '../../api/error-catalogue.ts';
import { applyFieldErrors } from '../../ui/form-validation.ts';
import { useSession } from '../auth/session.tsx';
import { SupportForm, type SupportFormValues } from './SupportForm.tsx';
import { useSendSupportRequest } from './support.api.ts';

export const SUPPORT_TEXTS = {
  modalTitle: 'Обращение в поддержку',
  successTitle: 'Спасибо!',
  successText: 'Сотрудник нашей службы поддержки ответит вам в ближайшее время.',
  errorTitle: 'Возникла ошибка!',
  errorText: 'Попробуйте отправить сообщение заново.',
} as const;

type View = 'form' | 'success' | 'error';

/** Floating help button and its form (platform §2, §4, §5): signed-in users, never on job-safety pages. */
export function SupportWidget() {
  const { status } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('form');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [summaryError, setSummaryError] = useState<string | null>(null);
  const [form] = Form.useForm<SupportFormValues>();
  const send = useSendSupportRequest();

  if (status !== 'signed-in' || isJobSafetyPath(location.pathname)) return null;

  function handleOpen() {
    setOpen(true);
  }

  function handleClose() {
    setOpen(false);
    if (view === 'success') {
      form.resetFields();
      setFiles([]);
      setView('form');
    }
    if (view === 'error') setView('form');
  }

  function handleRetry() {
    setView('form');
  }

  function handleSubmit(values: SupportFormValues) {
    setSummaryError(null);
    const title = values.title?.trim();
    send.mutate(
      {
        title: title || undefined,
        description: values.description?.trim() ?? '',
        files: files.flatMap((file) => (file.originFileObj ? [file.originFileObj] : [])),
      },
      {
        onSuccess: () => setView('success'),
        onError: (error) => {
          const fieldErrors =
            error instanceof ApiError && error.status === 400 ? error.fieldErrors : undefined;
          if (fieldErrors) {
            const rest = applyFieldErrors(form, fieldErrors);
            if (rest.length > 0) setSummaryError(rest.join(' '));
            return;
          }
          setView('error');
        },
      },
    );
  }

  return (
    <>
      <FloatButton
        className="support-button"
        icon={<QuestionOutlined />}
        type="primary"
        tooltip="Написать в поддержку"
        aria-label="Написать в поддержку"
        onClick={handleOpen}
      />
      <Modal
        open={open}
        title={SUPPORT_TEXTS.modalTitle}
        onCancel={handleClose}
        footer={null}
        destroyOnHidden={false}
        forceRender
      >
        {/* Kept mounted under the result views: «Отправить заново» returns to the same text and files. */}
        <div hidden={view !== 'form'}>
          <SupportForm
            form={form}
            files={files}
            onFilesChange={setFiles}
            onSubmit={handleSubmit}
            submitting={send.isPending}
            summaryError={summaryError}
          />
        </div>
        {view === 'success' ? (
          <Result
            status="success"
            title={SUPPORT_TEXTS.successTitle}
            subTitle={SUPPORT_TEXTS.successText}
            extra={
              <Button type="primary" onClick={handleClose}>
                Закрыть
              </Button>
            }
          />
        ) : null}
        {view === 'error' ? (
          <Result
            status="error"
            title={SUPPORT_TEXTS.errorTitle}
            subTitle={SUPPORT_TEXTS.errorText}
            extra={
              <Button type="primary" onClick={handleRetry}>
                Отправить заново
              </Button>
            }
          />
        ) : null}
      </Modal>
    </>
  );
}
