import { Tag } from 'antd';
import { TS_STATUS_LABELS, type TsStatus } from '@intranet/contracts';
import type { ReactNode } from 'react';
import { STATUS_TAG_COLORS } from '../ts-status.ts';

/** A write's or a distribution's status as a coloured tag; `children` replaces the status name. */
export function StatusTag({ status, children }: { status: TsStatus; children?: ReactNode }) {
  return <Tag color={STATUS_TAG_COLORS[status]}>{children ?? TS_STATUS_LABELS[status]}</Tag>;
}
