-- The day a request's assignees were last reminded of its overdue wait (modules/requests/requests.reminders.ts).
ALTER TABLE "bp_requests" ADD COLUMN "reminded_on" date;
