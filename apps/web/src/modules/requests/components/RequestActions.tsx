import { Button } from 'antd';
import type { BpRequestDetails } from '@intranet/contracts';
import { useState, type ReactNode } from 'react';
import { ActionCommentModal } from './ActionCommentModal.tsx';
import { useRequestTransition } from '../requests.api.ts';
// Its own styles: the pages of every kind (transfers, cards, education) show it.
import '../requests.css';

type Action = BpRequestDetails['actions'][number];

/**
 * The buttons of the actions the viewer may take now: only those the record's `abilities` allow, in the
 * process's order. An action that requires a comment asks for it first. Every call carries the version the
 * page shows, so a request moved meanwhile is the server's 409 in the error dialog.
 */
export function RequestActions({ request, extra }: { request: BpRequestDetails; extra?: ReactNode }) {
  const transition = useRequestTransition();
  const [asking, setAsking] = useState<Action | null>(null);
  const actions = request.actions.filter((action) => request.abilities[action.code] === true);
  if (actions.length === 0 && !extra) return null;

  const run = async (action: Action, comment?: string) => {
    await transition.mutateAsync({
      id: request.id,
      code: action.code,
      comment: comment ?? null,
      updated_at: request.updated_at,
    });
    setAsking(null);
  };

  return (
    <div className="request-card__actions" role="group" aria-label="Действия по заявке">
      {extra}
      {actions.map((action, index) => (
        <Button
          key={action.code}
          type={index === 0 ? 'primary' : 'default'}
          loading={transition.isPending && transition.variables?.code === action.code}
          disabled={transition.isPending}
          onClick={() =>
            action.comment_required ? setAsking(action) : void run(action).catch(() => undefined)
          }
        >
          {action.label}
        </Button>
      ))}
      {asking ? (
        <ActionCommentModal
          action={asking}
          pending={transition.isPending}
          onSubmit={(comment) => run(asking, comment)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
