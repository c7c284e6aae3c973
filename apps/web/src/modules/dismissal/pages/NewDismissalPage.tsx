import { Breadcrumb, notification, Result } from 'antd';
import { DISMISSAL_NOTICE_MS } from '@intranet/contracts/dismissal/dismissal';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { DismissalForm } from '../components/DismissalForm.tsx';
import { useCreateDismissal, useDismissalFields, useDismissalResponsibilities } from '../dismissal.api.ts';
import '../dismissal.css';

/** /services/dismissing/new «Новое заявление на увольнение»: for those who may file (can_create). */
export default function NewDismissalPage() {
  const responsibilities = useDismissalResponsibilities();
  const fields = useDismissalFields();
  const create = useCreateDismissal();
  const navigate = useNavigate();
  const mayCreate = responsibilities.data?.applications.can_create;
  return (
    <div className="dismissal-page">
      <Breadcrumb
        items={[
          { title: <Link to="/services/dismissing-list">Увольнение сотрудников</Link> },
          { title: 'Новое заявление' },
        ]}
      />
      <PageTitle title="Новое заявление на увольнение" />
      {responsibilities.data && !mayCreate ? (
        <Result status="403" title="Создавать заявления на увольнение могут отдел кадров и руководители" />
      ) : (
        <QueryState query={fields} rows={10}>
          {(data) => (
            <DismissalForm
              fields={data}
              initial={{ document_status: 1, secondary_legal_entity_ids: [], files: [] }}
              submitLabel="Создать заявление"
              onSubmit={async (body) => {
                const { data: created } = await create.mutateAsync(body);
                notification.success({ title: 'Отправлено', duration: DISMISSAL_NOTICE_MS / 1000 });
                void navigate(`/services/dismissing/${created.id}`);
              }}
            />
          )}
        </QueryState>
      )}
    </div>
  );
}
