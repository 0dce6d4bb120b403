-- occurredAt of billing's LicencesSet that set a company's licences and maximum attendees: an
-- older one handled late (retried after a failure) must not give back licences no longer paid
-- for, or take paid ones away (decision 0077).
ALTER TABLE company_licence ADD COLUMN figures_at timestamptz(3);
