import type { MarkedMessage } from '../services-rows.ts';

/** A server message with its `###` part in bold: «Распределено больше… **Проект X, 2026-11-02**». */
export function DistributionMarkedText({ message }: { message: MarkedMessage }) {
  return (
    <span className="ts-services__marked">
      {message.text}
      {message.bold ? (
        <>
          {' '}
          <strong>{message.bold}</strong>
        </>
      ) : null}
    </span>
  );
}

/** Several messages: one line each (an Alert's title or description). */
export function DistributionMarkedList({ messages }: { messages: readonly MarkedMessage[] }) {
  if (messages.length === 1) return <DistributionMarkedText message={messages[0]!} />;
  return (
    <ul className="ts-services__messages">
      {messages.map((message) => (
        <li key={`${message.text}|${message.bold ?? ''}`}>
          <DistributionMarkedText message={message} />
        </li>
      ))}
    </ul>
  );
}
