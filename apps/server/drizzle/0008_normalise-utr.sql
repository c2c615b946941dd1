-- Issue 19 "UTR": recharge UTRs are stored in one form (packages/protocol http/wallet.ts normaliseUtr),
-- so one bank payment is one request. Rows stored before held upper-case letters and digits only, for
-- which the rule comes down to: drop a known prefix followed straight by a digit, then leading zeros.
-- The first entry of each normalised UTR takes its dedupe key (an entry already holding it first);
-- later duplicates keep their old, unique key and show the normalised UTR.
WITH normalised AS (
  SELECT id, created_at, dedupe_key,
         ltrim(regexp_replace(utr, '^(UTR|UPI|IMPS|NEFT|RTGS|RRN|REF)(NO)?(?=[0-9])', ''), '0') AS utr
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
