// Key types for t(): each namespace's English catalogue is the source of truth (issue 16). Add a line
// here when a feature adds a namespace.
import 'i18next';
import type common from './locales/en/common.json';
import type notifications from './locales/en/notifications.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      notifications: typeof notifications;
    };
  }
}
