import { UnderConstruction } from '../../../app/routing/web-module.tsx';

/** Новая заявка на увольнение. */
export default function NewDismissalPage() {
  return <UnderConstruction title="Новая заявка на увольнение" />;
}
