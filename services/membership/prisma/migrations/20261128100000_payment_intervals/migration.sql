-- Decision 0047: the payment intervals a company allows (identity's settings event), which the
-- public application offers and accepts; every interval until identity has said otherwise.
ALTER TABLE termination_settings ADD COLUMN allowed_payment_intervals integer[] NOT NULL DEFAULT '{0,1,3,4}';
