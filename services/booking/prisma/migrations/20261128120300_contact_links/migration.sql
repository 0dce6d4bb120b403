-- Membership's contacts that are attendees (membership.contacts.replaced): a parent's login sees,
-- books and cancels for its children (decision 0049).
CREATE TABLE attendee_contact_link (
  attendee_id uuid NOT NULL,
  contact_attendee_id uuid NOT NULL,
  contact_type integer NOT NULL,
  company_id uuid NOT NULL DEFAULT (current_setting('app.company_id', true))::uuid,
  PRIMARY KEY (attendee_id, contact_attendee_id)
);
CREATE INDEX attendee_contact_link_contact_idx ON attendee_contact_link (company_id, contact_attendee_id);
SELECT kit_enable_tenant_rls('attendee_contact_link');
