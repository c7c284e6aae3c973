import { Badge, Tabs, Typography, type TabsProps } from 'antd';
import { CUSTOMER_TYPE, TS_STATUS } from '@intranet/contracts';
import { useMemo, useRef, useState } from 'react';
import {
  EditablePeriodHint,
  PeriodPicker,
  useTimesheetPeriod,
} from '../../shared/components/PeriodPicker.tsx';
import { ServicesApprovalPanel } from '../components/ServicesApprovalPanel.tsx';
import { ServicesPersonPanel } from '../components/ServicesPersonPanel.tsx';
import { useApprovalDistributions } from '../services.api.ts';
import { useApprovableProjects } from '../../shared/timesheet.api.ts';
import '../../timesheet.css';
import '../services.css';

/**
 * /timesheet/services «Сервисы»: a person moves written-off hours from a project to services; the owners of
 * the services approve them on the second tab.
 */
export default function TimesheetServicesPage() {
  const { choice, setChoice, editable, period } = useTimesheetPeriod('current-month');
  const [tab, setTab] = useState('person');

  const approvable = useApprovableProjects(period?.start ?? null);
  // While another period's list loads, the last one stands: the tabs must not blink away and back.
  const lastApprovable = useRef(approvable.data);
  if (approvable.data) lastApprovable.current = approvable.data;
  const known = approvable.data ?? lastApprovable.current;
  const services = useMemo(
    () => (known ?? []).filter((project) => project.type.id === CUSTOMER_TYPE.service),
    [known],
  );
  const serviceIds = useMemo(() => services.map((service) => service.id), [services]);
  // The same query as the approval tab's: the badge counts what waits there.
  const waiting = useApprovalDistributions(period, serviceIds);
  const waitingCount = (waiting.data ?? []).filter(
    (item) => item.status.id === TS_STATUS.forApproving,
  ).length;
  const isApprover = services.length > 0;

  const items: NonNullable<TabsProps['items']> = [
    { key: 'person', label: 'Перераспределение', children: <ServicesPersonPanel period={period} /> },
  ];
  if (isApprover)
    items.push({
      key: 'approval',
      label: (
        <span>
          На согласование{' '}
          {waitingCount > 0 ? <Badge count={waitingCount} size="small" color="orange" /> : null}
        </span>
      ),
      children: <ServicesApprovalPanel period={period} services={services} />,
    });

  return (
    <div className="ts-page ts-services">
      <div className="ts-toolbar">
        <PeriodPicker choice={choice} period={period} editable={editable} onChange={setChoice} />
      </div>
      <EditablePeriodHint editable={editable} />
      <Typography.Paragraph type="secondary" className="ts-hint">
        Часы, списанные на проект, можно перенести на сервисы. За день с проекта переносится не больше, чем на
        него списано.
      </Typography.Paragraph>
      {/* One Tabs always: the person's panel keeps its state when the approval tab appears. */}
      <Tabs
        activeKey={isApprover ? tab : 'person'}
        onChange={setTab}
        className={`ts-services__tabs${isApprover ? '' : ' ts-services__tabs--single'}`}
        items={items}
      />
    </div>
  );
}
