import { Button, Form, Modal, Result } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { applyFieldErrors } from '../../ui/form-validation.ts';
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

interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The support form in its modal (docs/modules/support.md): a chunk of its own, loaded when the help button is
 * first pointed at or pressed, then kept mounted so a closed dialog keeps its text and files.
 */
export default function SupportDialog({ open, onClose }: SupportDialogProps) {
  const [view, setView] = useState<View>('form');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [summaryError, setSummaryError] = useState<string | null>(null);
  const [form] = Form.useForm<SupportFormValues>();
  const send = useSendSupportRequest();

  function handleClose() {
    onClose();
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
  );
}
