-- Beyond the spec (issue #9): how booking's waiting list moves. 0 promotes the first waiting member
-- at once (as before); N > 0 offers a freed place for N hours, the clock paused in the night window.
ALTER TABLE company_settings ADD COLUMN waiting_list_offer_hours integer NOT NULL DEFAULT 0;
ALTER TABLE company_settings ADD COLUMN waiting_list_night_from text;
ALTER TABLE company_settings ADD COLUMN waiting_list_night_till text;
