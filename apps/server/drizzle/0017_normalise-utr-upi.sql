-- Recharge UTRs in the UPI form of packages/protocol http/wallet.ts normaliseUtr: a reference that is
-- a bank's letter prefix and/or zero padding before 12 digits is stored as those 12 digits, so one
-- UPI payment is one request. Rows stored before held upper-case letters and digits only.
-- The first entry of each UTR keeps or takes its dedupe key (an entry already holding it first);
-- later duplicates keep their old, unique key and show the normalised UTR.
WITH normalised AS (
  SELECT id, created_at, dedupe_key,
         CASE WHEN utr ~ '^[A-Z]*0*[0-9]{12}$' THEN substring(utr from '([0-9]{12})$') ELSE utr END AS utr
  FROM wallet_entries
  WHERE type = 'RECHARGE' AND utr IS NOT NULL
), ranked AS (
  SELECT id, utr, row_number() OVER (
           PARTITION BY utr
           ORDER BY (dedupe_key = 'RECHARGE:utr:' || utr) DESC, created_at, id
         ) AS rn
  FROM normalised
  WHERE utr <> ''
)
UPDATE wallet_entries AS e
SET utr = r.utr,
    reference = CASE WHEN e.reference = e.utr THEN r.utr ELSE e.reference END,
    dedupe_key = CASE WHEN r.rn = 1 THEN 'RECHARGE:utr:' || r.utr ELSE e.dedupe_key END
FROM ranked AS r
WHERE e.id = r.id
  AND (e.utr <> r.utr OR (r.rn = 1 AND e.dedupe_key <> 'RECHARGE:utr:' || r.utr));
