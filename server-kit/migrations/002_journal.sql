-- Journal of the writes (data api, import): what each one changed, row by row, so that the
-- last ones can be undone. `changes` is a JSON list of { section, id, before, after }: rows in
-- the import format with their id, null before an insertion and after a deletion, rows
-- deleted by a cascade included (before their parent, so that undoing in reverse order
-- restores the parent first).
CREATE TABLE journal (
  id        INTEGER PRIMARY KEY,
  at        TEXT NOT NULL,                                  -- ISO 8601
  action    TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete', 'import')),
  section   TEXT,                                           -- null for an import
  summary   TEXT NOT NULL,                                  -- French, as « Mes données » shows it
  changes   TEXT NOT NULL CHECK (json_valid(changes)),
  undone_at TEXT                                            -- ISO 8601 when undone, else null
);
CREATE INDEX journal_not_undone ON journal (undone_at, id);
