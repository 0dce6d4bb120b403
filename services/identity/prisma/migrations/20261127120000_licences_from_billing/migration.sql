-- Licences from billing's Stripe subscription (billing.licences.set, issue 10 item 5): no number
-- means the trial's again; maximum attendees from a tiered plan; the company's Stripe customer.
ALTER TABLE company_licence ALTER COLUMN total_licences DROP NOT NULL;
ALTER TABLE company_licence ADD COLUMN max_attendees integer CHECK (max_attendees >= 0);
ALTER TABLE company_licence ADD COLUMN stripe_customer_id text;
