-- How the waiting list moves (identity.settings.saved): 0 offer hours promote at once, N > 0 offer a
-- freed place for N hours, the clock paused in the night window. The table itself came with the QR codes.
ALTER TABLE company_settings_view
  ADD COLUMN waiting_list_offer_hours integer NOT NULL DEFAULT 0,
  ADD COLUMN waiting_list_night_from text,
  ADD COLUMN waiting_list_night_till text;
