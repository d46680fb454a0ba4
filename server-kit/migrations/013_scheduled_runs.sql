-- When each daily job of the scheduler (api/src/scheduler/) last ran: a restart does not
-- repeat a backup, or a weekly digest, already done that day.
CREATE TABLE scheduled_runs (
  job      TEXT PRIMARY KEY CHECK (job <> ''),
  last_run TEXT NOT NULL
);
