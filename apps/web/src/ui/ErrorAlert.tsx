import { Alert } from 'antd';
import { splitMarkedError } from '@intranet/contracts';

interface ErrorAlertProps {
  /** The text to show (a 409's message and the like); nothing when null. */
  message: string | null;
  onClose: () => void;
  className?: string;
}

/**
 * A refused action explained over the screen it happened on, until closed or the next try. The part of a
 * server text after `###` (a project and a day) is shown in bold.
 */
export function ErrorAlert({ message, onClose, className }: ErrorAlertProps) {
  if (!message) return null;
  const { text, bold } = splitMarkedError(message);
  const title = bold ? (
    <>
      {text.trim()} <strong>{bold.trim()}</strong>
    </>
  ) : (
    message
  );
  return <Alert type="error" showIcon title={title} closable={{ onClose }} className={className} />;
}
