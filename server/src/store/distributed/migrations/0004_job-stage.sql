-- How far a running job has got, written by whichever process runs it so that every process
-- reads the same (the website's progress page, the API's job body): NULL while it waits in the
-- queue, then 'fetching' and 'analysing'. An ended job keeps the stage it last reached.
ALTER TABLE jobs ADD COLUMN stage text CHECK (stage IN ('queued', 'fetching', 'analysing'));
