import { QuestionOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { isJobSafetyPath } from '../../api/error-catalogue.ts';
import { useSession } from '../auth/session.tsx';
import { lazyPart } from '../routing/lazy-page.tsx';

/** The form (antd Form, Upload, the contract's zod rules) loads with the dialog, not with every page. */
function loadSupportDialog() {
  return import('./SupportDialog.tsx');
}

const SupportDialog = lazyPart(loadSupportDialog);

function preloadSupportDialog() {
  void loadSupportDialog().catch(() => undefined);
}

/**
 * Floating help button and its form (docs/modules/support.md): signed-in users, never on job-safety pages.
 */
export function SupportWidget() {
  const { status } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on: a closed dialog keeps what the user typed, also across pages.
  const [used, setUsed] = useState(false);

  const visible = status === 'signed-in' && !isJobSafetyPath(location.pathname);

  function handleOpen() {
    setUsed(true);
    setOpen(true);
  }

  function handleClose() {
    setOpen(false);
  }

  return (
    <>
      {visible ? (
        <FloatButton
          className="support-button"
          icon={<QuestionOutlined />}
          type="primary"
          tooltip="Написать в поддержку"
          aria-label="Написать в поддержку"
          onClick={handleOpen}
          onPointerEnter={preloadSupportDialog}
          onFocus={preloadSupportDialog}
        />
      ) : null}
      {used ? (
        <Suspense fallback={null}>
          <SupportDialog open={open && visible} onClose={handleClose} />
        </Suspense>
      ) : null}
    </>
  );
}
