-- The search index's normal form now reads a Kurdish or Persian keyboard's letters as Arabic's
-- (worker/domain/search-normalize.ts: keheh, Farsi yeh, ae and heh doachashmee as kaf, yaa and
-- haa). A product whose texts were typed on such a keyboard is rewritten the same way here; the
-- products_fts_update trigger carries it into the full-text index. (A word whose article only
-- became removable by this keeps its article-less twin until the product is next saved.)
UPDATE `products` SET
  `search_name` = replace(replace(replace(replace(`search_name`, 'ک', 'ك'), 'ی', 'ي'), 'ە', 'ه'), 'ھ', 'ه'),
  `search_text` = replace(replace(replace(replace(`search_text`, 'ک', 'ك'), 'ی', 'ي'), 'ە', 'ه'), 'ھ', 'ه')
WHERE instr(`search_name`, 'ک') OR instr(`search_name`, 'ی') OR instr(`search_name`, 'ە')
  OR instr(`search_name`, 'ھ') OR instr(`search_text`, 'ک') OR instr(`search_text`, 'ی')
  OR instr(`search_text`, 'ە') OR instr(`search_text`, 'ھ');
