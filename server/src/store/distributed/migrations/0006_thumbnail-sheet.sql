-- A rendered analysis's sheet of thumbnails of the elements its findings name below the first
-- screen (JPEG, at most 96 KB), which its evidence addresses piece by piece. Rows stored before
-- have none, and their reports show thumbnails for the first screen only.
ALTER TABLE analyses ADD COLUMN thumbnails bytea;
