// Amounts as the API sends them (decimal ₹ and Cr) through the app's one pair of formatters.
import { formatCrores, formatRupees } from '@/lib/format';

/** ₹ from the API (e.g. 49.5) as '₹49.50'. */
export const formatRupeeAmount = (rupees: number) => formatRupees(Math.round(rupees * 100));

/** Cr from the API (e.g. 100) as '100 Cr'. */
export const formatCroreAmount = (crores: number) => formatCrores(Math.round(crores * 100));
