-- Until issue #10 the contents module flag was parsed and never read: every instance served its
-- contents whatever it said, and the demo seed said false. The flag now gates the contents API and
-- pages, so instances that existed before keep serving contents: their flag is switched on once.
UPDATE "instances"
SET "module_config" = jsonb_set(
  "module_config",
  '{modules}',
  coalesce("module_config"->'modules', '{}'::jsonb) || '{"contents": true}'::jsonb,
  true
),
"version" = "version" + 1;
