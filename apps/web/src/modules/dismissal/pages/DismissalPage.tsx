import { UnderConstruction } from '../../../app/routing/web-module.tsx';

/** Заявка на увольнение. */
export default function DismissalPage() {
  return <UnderConstruction title="Заявка на увольнение" />;
}
