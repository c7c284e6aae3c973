import { UnderConstruction } from '../../../app/routing/web-module.tsx';

/** Увольнение сотрудников. */
export default function DismissalListPage() {
  return <UnderConstruction title="Увольнение сотрудников" />;
}
