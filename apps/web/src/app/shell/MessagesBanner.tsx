import { Alert } from 'antd';
import { messageStore, useMessages } from '../../api/message-store.ts';

function handleClose() {
  messageStore.clear();
}

/** Error messages that came as array bodies; cleared on the next navigation. */
export function MessagesBanner() {
  const { errors } = useMessages();
  if (errors.length === 0) return null;
  return (
    <Alert
      className="messages-banner"
      type="error"
      showIcon
      closable={{ onClose: handleClose, 'aria-label': 'Закрыть' }}
      title={errors.length === 1 ? errors[0] : 'Ошибки'}
      description={
        errors.length > 1 ? (
          <ul>
            {errors.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
