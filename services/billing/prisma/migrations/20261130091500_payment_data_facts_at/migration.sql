-- When the payment data's facts were set: by staff (the time they saved) or by the public
-- application's mandate (its event's occurredAt). A mandate event handled late (retried after a
-- failure) then does not overwrite what staff entered since (decision 0077). Collections leave it.
ALTER TABLE payment_data ADD COLUMN facts_at timestamptz(3);
