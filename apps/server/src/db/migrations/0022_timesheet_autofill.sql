-- Autofill (issue 15): the queues of its three jobs.
SELECT pgboss.create_queue('timesheet.autofill', '{"policy":"standard"}');--> statement-breakpoint
SELECT pgboss.create_queue('timesheet.autofill_assistants', '{"policy":"standard"}');--> statement-breakpoint
SELECT pgboss.create_queue('timesheet.autofill_employees', '{"policy":"standard"}');
