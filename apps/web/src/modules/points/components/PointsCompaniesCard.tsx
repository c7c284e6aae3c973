import { List, Switch } from 'antd';
import { QueryState } from '../../../ui/QueryState.tsx';
import { usePointsCompanies, useSetPointsCompany } from '../points.api.ts';

/** The per-company switch: whose people use points (administrators and HR). */
export function PointsCompaniesCard() {
  const companies = usePointsCompanies();
  const change = useSetPointsCompany();
  return (
    <QueryState query={companies} empty="Компаний пока нет" error="Не удалось загрузить компании">
      {(rows) => (
        <List
          size="small"
          dataSource={rows}
          renderItem={(company) => (
            <List.Item>
              <div className="points-company">
                <span>{company.name}</span>
                <Switch
                  aria-label={`Баллы в компании ${company.name}`}
                  checked={company.enabled}
                  loading={change.isPending && change.variables?.id === company.id}
                  onChange={(enabled) => change.mutate({ id: company.id, enabled })}
                />
              </div>
            </List.Item>
          )}
        />
      )}
    </QueryState>
  );
}
