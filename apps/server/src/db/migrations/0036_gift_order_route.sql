-- The gift shop's route (docs/modules/gift-shop.md): new (registered) → confirm → confirmed → underway →
-- in progress → complete → completed; new → deny → rejected; new or confirmed → cancel by the author. The
-- operators' steps are one row per role of the access key `gift-shop.operate`.
INSERT INTO "bp_statuses" ("code", "name", "is_terminal", "color") VALUES
  ('confirmed', 'Подтверждена', false, 'processing')
ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
DELETE FROM "bp_transitions" WHERE "type_id" = (SELECT "id" FROM "bp_types" WHERE "code" = 'gift_order');--> statement-breakpoint
INSERT INTO "bp_transitions" ("type_id", "from_status_id", "to_status_id", "code", "label", "who", "role", "department_id", "comment_required", "position")
SELECT t.id, f.id, s.id, v.code, v.label, v.who, v.role, NULL, v.comment_required, v.position
FROM (VALUES
  ('registered', 'confirmed', 'confirm', 'Подтвердить', 'role', 'operator', false, 1),
  ('registered', 'confirmed', 'confirm', 'Подтвердить', 'role', 'admin_director', false, 1),
  ('registered', 'confirmed', 'confirm', 'Подтвердить', 'role', 'admin', false, 1),
  ('registered', 'rejected', 'deny', 'Отказать', 'role', 'operator', true, 2),
  ('registered', 'rejected', 'deny', 'Отказать', 'role', 'admin_director', true, 2),
  ('registered', 'rejected', 'deny', 'Отказать', 'role', 'admin', true, 2),
  ('registered', 'cancel', 'cancel', 'Отменить заказ', 'author', NULL, false, 9),
  ('confirmed', 'in_progress', 'underway', 'Передать в работу', 'role', 'operator', false, 1),
  ('confirmed', 'in_progress', 'underway', 'Передать в работу', 'role', 'admin_director', false, 1),
  ('confirmed', 'in_progress', 'underway', 'Передать в работу', 'role', 'admin', false, 1),
  ('confirmed', 'cancel', 'cancel', 'Отменить заказ', 'author', NULL, false, 9),
  ('in_progress', 'completed', 'complete', 'Заказ выдан', 'role', 'operator', false, 1),
  ('in_progress', 'completed', 'complete', 'Заказ выдан', 'role', 'admin_director', false, 1),
  ('in_progress', 'completed', 'complete', 'Заказ выдан', 'role', 'admin', false, 1)
) AS v(from_code, to_code, code, label, who, role, comment_required, position)
JOIN "bp_types" t ON t.code = 'gift_order'
JOIN "bp_statuses" f ON f.code = v.from_code
JOIN "bp_statuses" s ON s.code = v.to_code;
