import { Alert } from 'antd';

interface ErrorAlertProps {
  /** The text to show (a 409's message and the like); nothing when null. */
  message: string | null;
  onClose: () => void;
  className?: string;
}

/** A refused action explained over the screen it happened on, until closed or the next try. */
export function ErrorAlert({ message, onClose, className }: ErrorAlertProps) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} closable={{ onClose }} className={className} />;
}
