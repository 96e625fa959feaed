-- The order of a list page (issue 59 item 2): its pinned records (top_sort 1 to 10) and then the
-- others newest first, read from this index with the LIMIT stopping the scan (store.ts, page);
-- it also serves every query of one account's collection, so the scope index goes. The indexes
-- of the search fields and sortable columns are made from the page configs (routes/pages/list-sql.ts).
CREATE INDEX page_records_list_order ON page_records (collection, account_id, deleted, top_sort, id);
DROP INDEX page_records_scope;
