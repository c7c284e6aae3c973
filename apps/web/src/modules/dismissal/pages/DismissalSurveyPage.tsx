import { UnderConstruction } from '../../../app/routing/web-module.tsx';

/** Опрос при увольнении: the survey by direction and the summary of the answers. */
export default function DismissalSurveyPage() {
  return <UnderConstruction title="Опрос при увольнении" />;
}
