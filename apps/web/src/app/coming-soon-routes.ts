// Player screens that are declared but not built yet: what each will hold (spec 001 §2). Every
// screen of the spec is built now; a new planned screen goes here until it is.
import type { LucideIcon } from 'lucide-react';
import type { HeaderHandle } from '@/app/layout/app-header';

export interface PlannedRoute {
  path: string;
  title: string;
  description: string;
  icon: LucideIcon;
  handle?: HeaderHandle;
}

export const PLANNED_ROUTES: readonly PlannedRoute[] = [];
