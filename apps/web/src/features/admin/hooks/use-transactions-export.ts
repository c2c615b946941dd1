import { useState } from 'react';
import { adminMessages } from '@/lib/messages/admin';
import { notify } from '@/lib/notify';
import {
  getAllAdminTransactions,
  type TransactionFilters,
} from '@/features/admin/api/get-transactions';
import { buildTransactionsCsv, downloadCsv } from '@/features/admin/components/transactions-csv';

/** 'Export CSV': every entry matching the filters (not just this page), downloaded as one file. */
export function useTransactionsExport(filters: TransactionFilters) {
  const [isExporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await getAllAdminTransactions(filters);
      const csv = await buildTransactionsCsv(rows);
      downloadCsv(csv, `bidxi-transactions-${new Date().toISOString().slice(0, 10)}.csv`);
      notify.success(adminMessages.adminWallet.exported(rows.length));
    } catch {
      notify.error(adminMessages.adminWallet.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return { isExporting, exportCsv };
}
