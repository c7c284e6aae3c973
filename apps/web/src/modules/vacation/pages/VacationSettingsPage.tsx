import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { BlockedPeriodsCard } from '../components/BlockedPeriodsCard.tsx';
import { PlannerSettingsCard } from '../components/PlannerSettingsCard.tsx';
import '../vacation-admin.css';

/** /vacation/settings «Настройки» (admin, vacation_system_admin): blocked periods and the planner's constants. */
export default function VacationSettingsPage() {
  useDocumentTitle('Отпуска — Настройки');
  return (
    <div className="vac-settings">
      <BlockedPeriodsCard />
      <PlannerSettingsCard />
    </div>
  );
}
