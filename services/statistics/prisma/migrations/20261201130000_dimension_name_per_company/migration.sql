-- Decision 0071: a name belongs to its company (another company's row of the same id never
-- labels this one's figures), and the newest event by occurred_at wins, because a creation and a
-- rename arrive through different consumers and may be handled in either order.
ALTER TABLE dimension_name DROP CONSTRAINT dimension_name_pkey;
ALTER TABLE dimension_name ADD PRIMARY KEY (company_id, kind, id);
ALTER TABLE dimension_name ADD COLUMN named_at timestamptz(3) NOT NULL DEFAULT 'epoch';
ALTER TABLE dimension_name ALTER COLUMN named_at DROP DEFAULT;
