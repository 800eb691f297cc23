-- A rendered analysis's evidence for its report, kept once the snapshot is gone: where the
-- elements its findings name, the LCP element and the elements that moved are on the first
-- screen, and the lab figures (JSON, packed like the checks); and that screen's screenshot (JPEG
-- as the browser made it, at most 300 KB). Static analyses have neither.
ALTER TABLE analyses ADD COLUMN evidence bytea, ADD COLUMN screenshot bytea;
