import { Button, Card, Input, notification, Select, Space, Tag, Typography } from 'antd';
import {
  DISMISSAL_CHECK_LABELS,
  DISMISSAL_CHECKS,
  DISMISSAL_NOTICE_MS,
  DISMISSAL_TEXTS,
  type DismissalCheck,
  type DismissalCheckList,
} from '@intranet/contracts/dismissal/dismissal';
import { useState } from 'react';
import { useSetCheckListComment, useSetSubjectValue } from '../dismissal.api.ts';

const CHECK_OPTIONS = DISMISSAL_CHECKS.map((check) => ({
  value: check,
  label: DISMISSAL_CHECK_LABELS[check],
}));
const CHECK_COLORS: Record<DismissalCheck, string> = { 1: 'gold', 2: 'green', 3: 'red' };

const saved = () =>
  notification.success({ title: DISMISSAL_TEXTS.saved, duration: DISMISSAL_NOTICE_MS / 1000 });
const failed = (error: unknown) =>
  notification.error({
    title: DISMISSAL_TEXTS.saveFailed,
    description: error instanceof Error ? error.message : DISMISSAL_TEXTS.retry,
    duration: DISMISSAL_NOTICE_MS / 1000,
  });

/**
 * One department's checklist: each subject's value (its department picks it; the others read it) with the
 * fact that started it, and the department's comment. A change is saved at once («Сохранено»).
 */
export function DismissalCheckListCard({ list }: { list: DismissalCheckList }) {
  const setValue = useSetSubjectValue();
  const setComment = useSetCheckListComment();
  const [comment, setCommentText] = useState(list.comment ?? '');
  const decided = list.subjects.filter((subject) => subject.check !== 1).length;

  return (
    <Card
      size="small"
      title={list.direction.title}
      extra={
        <Typography.Text type="secondary">
          {decided} из {list.subjects.length}
        </Typography.Text>
      }
    >
      {list.subjects.map((subject) => (
        <div className="dismissal-subject" key={subject.id}>
          <span className="dismissal-subject__title">
            {subject.title}
            {subject.note ? (
              <Typography.Text type="secondary" className="dismissal-subject__note">
                {subject.note}
              </Typography.Text>
            ) : null}
          </span>
          {list.can_edit ? (
            <Select<DismissalCheck>
              aria-label={`${list.direction.title}: ${subject.title}`}
              value={subject.check as DismissalCheck}
              options={CHECK_OPTIONS}
              popupMatchSelectWidth={false}
              style={{ minWidth: 200 }}
              onChange={(check) => setValue.mutateAsync({ id: subject.id, check }).then(saved, failed)}
            />
          ) : (
            <Tag color={CHECK_COLORS[subject.check as DismissalCheck]}>
              {DISMISSAL_CHECK_LABELS[subject.check as DismissalCheck]}
            </Tag>
          )}
        </div>
      ))}
      {list.can_edit ? (
        <Space.Compact style={{ width: '100%', marginTop: 12 }}>
          <Input.TextArea
            aria-label={`Комментарий: ${list.direction.title}`}
            placeholder="Комментарий отдела"
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={2000}
            value={comment}
            onChange={(event) => setCommentText(event.target.value)}
          />
          <Button
            loading={setComment.isPending}
            onClick={() =>
              void setComment
                .mutateAsync({ id: list.id, comment: comment.trim() || null })
                .then(saved, failed)
            }
          >
            Сохранить
          </Button>
        </Space.Compact>
      ) : list.comment ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {list.comment}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
