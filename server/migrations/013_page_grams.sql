-- The search of a list page's text fields (issue 59 item 2: a search over 100,000 records within
-- 50 ms): each record's searched texts as the pairs of characters they hold (会计学 -> 会计, 计学),
-- in an FTS5 index of their own (routes/pages/search-grams.ts). A search of two characters or more
-- looks its pairs up instead of reading every record's text; the text is still compared as before.
-- page_gram_keys: the (page, key) pairs whose texts are kept, each with the number its words carry.
CREATE TABLE page_gram_keys (
  id          INTEGER PRIMARY KEY,
  collection  TEXT NOT NULL,
  key         TEXT NOT NULL,
  UNIQUE (collection, key)
);
-- One row per live record of a page with kept keys (rowid = the record's id); its words say key,
-- account and pair (search-grams.ts, word). Only whether a record holds a word is kept (detail=none).
CREATE VIRTUAL TABLE page_grams USING fts5(words, content = '', contentless_delete = 1, tokenize = 'ascii', detail = none);
-- Records whose words may be out of date: every write to page_records, by any code or by hand,
-- lands here, and the next search makes their words again before it reads them.
CREATE TABLE page_grams_stale (record_id INTEGER PRIMARY KEY);
CREATE TRIGGER page_grams_inserted AFTER INSERT ON page_records BEGIN
  INSERT OR IGNORE INTO page_grams_stale (record_id) VALUES (NEW.id);
END;
CREATE TRIGGER page_grams_updated AFTER UPDATE OF data, deleted, collection, account_id ON page_records BEGIN
  INSERT OR IGNORE INTO page_grams_stale (record_id) VALUES (NEW.id);
END;
CREATE TRIGGER page_grams_deleted AFTER DELETE ON page_records BEGIN
  INSERT OR IGNORE INTO page_grams_stale (record_id) VALUES (OLD.id);
END;
