import { UnderConstruction } from '../../../app/routing/web-module.tsx';

/** Данные по увольнениям. */
export default function DismissalDataPage() {
  return <UnderConstruction title="Данные по увольнениям" />;
}
