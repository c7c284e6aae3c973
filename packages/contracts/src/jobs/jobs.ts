import { z } from 'zod';
import { listEnvelopeSchema } from '../common.ts';

/**
 * A background job as people see it: queued, running with a step of max_steps, then completed,
 * failed (with the reason) or cancelled. The queue underneath is pg-boss; this is the visible run.
 */
export const JOB_STATES = ['queued', 'active', 'completed', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Record<JobState, string> = {
  queued: 'В очереди',
  active: 'Выполняется',
  completed: 'Готово',
  failed: 'Ошибка',
  cancelled: 'Отменено',
};

/** 409 for a second start while one run of the kind is queued or running. */
export const JOB_ALREADY_RUNNING = 'Задача уже выполняется';
/** 409 for a result asked before the run finished. */
export const JOB_RESULT_NOT_READY = 'Результат ещё не готов';
/** The error of a run the server lost twice (it restarted while the run was going). */
export const JOB_LOST_MESSAGE = 'Задача прервана: сервер перезапускался во время выполнения';

export const jobRunSchema = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** Steps done, of max_steps (null while the job does not know its size yet). */
  step: z.number().int(),
  max_steps: z.number().int().nullable(),
  /** What the job was started with (a period, options). */
  params: z.record(z.string(), z.unknown()),
  /** What a completed run produced (a file to download, counts). */
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  cancel_requested: z.boolean(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** A job kind's status as its screens show it (empty, finished_at, max_steps, step) and its last run. */
export const jobStatusSchema = z.object({
  empty: z.boolean(),
  finished_at: z.string().nullable(),
  max_steps: z.number().int().nullable(),
  step: z.number().int(),
  run: jobRunSchema.nullable(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

export function isJobRunning(run: Pick<JobRun, 'state'> | null | undefined): boolean {
  return run?.state === 'queued' || run?.state === 'active';
}

/** Percent done for a progress bar: 0 until the size is known, 100 once completed. */
export function jobPercent(run: Pick<JobRun, 'state' | 'step' | 'max_steps'>): number {
  if (run.state === 'completed') return 100;
  if (!run.max_steps || run.max_steps <= 0) return 0;
  return Math.min(100, Math.floor((run.step / run.max_steps) * 100));
}

/** An e-mail the portal sent or recorded (the admin's «Почта» tab). */
export const MAIL_STATES = ['queued', 'sent', 'logged', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];
export const MAIL_STATE_LABELS: Record<MailState, string> = {
  queued: 'В очереди',
  sent: 'Отправлено',
  logged: 'Записано в журнал (SMTP не настроен)',
  failed: 'Ошибка отправки',
};

export const mailMessageSchema = z.object({
  id: z.number().int(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  state: z.enum(MAIL_STATES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;
export const mailListSchema = listEnvelopeSchema(mailMessageSchema);

/** POST /api/mail/test: a test letter to check the SMTP settings. */
export const mailTestBodySchema = z.object({
  to: z.email('Введите адрес электронной почты').max(255),
});
