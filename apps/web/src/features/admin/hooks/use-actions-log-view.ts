import { AdminActionCode, AdminTargetType } from '@bidxi/protocol';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = ['adminId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

/** The actions log's filters as the screen holds them: dates are India-time 'YYYY-MM-DD', inclusive. */
export interface ActionsLogView {
  adminId?: string | undefined;
  /** Shown beside the admin filter (the name of the admin picked from a row). */
  adminName?: string | undefined;
  action?: AdminActionCode | undefined;
  targetType?: AdminTargetType | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function viewFrom(params: URLSearchParams): ActionsLogView {
  const action = AdminActionCode.safeParse(params.get('action'));
  const targetType = AdminTargetType.safeParse(params.get('targetType'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    adminId: params.get('adminId') || undefined,
    adminName: params.get('adminName') || undefined,
    action: action.success ? action.data : undefined,
    targetType: targetType.success ? targetType.data : undefined,
    targetId: params.get('targetId') || undefined,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
  };
}

function paramsOf(view: ActionsLogView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...KEYS, 'adminName'] as const) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  return params;
}

/**
 * The actions log's filters, mirrored into the address so a view can be shared (the component's
 * state is the source; the address lags while the route revalidates).
 */
export function useActionsLogView() {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState(() => viewFrom(params));
  const update = (changes: Partial<Record<keyof ActionsLogView, string | undefined>>) => {
    const next = viewFrom(paramsOf({ ...view, ...changes } as ActionsLogView));
    setView(next);
    setParams(paramsOf(next), { replace: true });
  };
  const hasFilters = KEYS.some((k) => Boolean(view[k]));
  return { view, update, hasFilters };
}
