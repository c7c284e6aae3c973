import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useSession } from '../auth/session.tsx';

/** While an admin is signed in as someone else (login-as), the way back is always in sight. */
export function ImpersonationBanner() {
  const { me, returnToSelf } = useSession();
  const [returning, setReturning] = useState(false);
  if (!me?.impersonator) return null;

  function handleReturn() {
    setReturning(true);
    void returnToSelf().finally(() => setReturning(false));
  }

  return (
    <Alert
      banner
      type="warning"
      className="impersonation-banner"
      title={`Вы вошли как ${me.full_name}`}
      action={
        <Button size="small" onClick={handleReturn} loading={returning}>
          Вернуться
        </Button>
      }
    />
  );
}
