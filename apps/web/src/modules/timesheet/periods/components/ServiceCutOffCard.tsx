import { App, Button, Card, DatePicker, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { DISPLAY_DATE_FORMAT, toWireDate } from '../../../../ui/date-format.ts';
import { dayjs } from '../../../../ui/dayjs-setup.ts';
import { useSaveServiceCutOff, useServiceCutOff } from '../periods.api.ts';

/** The cut-off of redistribution targets: services that ended on or before it are not offered. */
export function ServiceCutOffCard() {
  const { message } = App.useApp();
  const cutOff = useServiceCutOff();
  const save = useSaveServiceCutOff();
  const [value, setValue] = useState<dayjs.Dayjs | null>(null);

  useEffect(() => {
    if (cutOff.data) setValue(dayjs(cutOff.data));
  }, [cutOff.data]);

  async function handleSave() {
    if (!value) return;
    try {
      await save.mutateAsync(toWireDate(value));
      void message.success('Дата отсечения сохранена');
    } catch {
      // The global dialog has already said what went wrong.
    }
  }

  return (
    <Card size="small" title="Сервисы для перераспределения" className="ts-settings__cutoff">
      {cutOff.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <div className="ts-settings__cutoff-row">
          <label className="ts-settings__cutoff-field">
            <span>Не предлагать сервисы, закончившиеся не позже</span>
            <DatePicker
              format={DISPLAY_DATE_FORMAT}
              allowClear={false}
              value={value}
              onChange={(next) => setValue(next)}
            />
          </label>
          <Button onClick={() => void handleSave()} loading={save.isPending} disabled={!value}>
            Сохранить
          </Button>
        </div>
      )}
      <Typography.Text type="secondary">Изменение записывается в журнал аудита.</Typography.Text>
    </Card>
  );
}
