// Key types for t(): each namespace's English catalogue is the source of truth. Add a line
// here when a feature adds a namespace.
import 'i18next';
import type accounts from './locales/en/accounts.json';
import type admin from './locales/en/admin.json';
import type adminAuctions from './locales/en/adminAuctions.json';
import type analytics from './locales/en/analytics.json';
import type auctions from './locales/en/auctions.json';
import type common from './locales/en/common.json';
import type notifications from './locales/en/notifications.json';
import type tour from './locales/en/tour.json';
import type kyc from './locales/en/kyc.json';
import type profile from './locales/en/profile.json';
import type content from './locales/en/content.json';
import type room from './locales/en/room.json';
import type history from './locales/en/history.json';
import type registration from './locales/en/registration.json';
import type standings from './locales/en/standings.json';
import type wallet from './locales/en/wallet.json';
import type team from './locales/en/team.json';
import type gaming from './locales/en/gaming.json';
import type leagues from './locales/en/leagues.json';
import type watch from './locales/en/watch.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      notifications: typeof notifications;
      auctions: typeof auctions;
      accounts: typeof accounts;
      wallet: typeof wallet;
      tour: typeof tour;
      kyc: typeof kyc;
      profile: typeof profile;
      content: typeof content;
      registration: typeof registration;
      standings: typeof standings;
      room: typeof room;
      history: typeof history;
      admin: typeof admin;
      leagues: typeof leagues;
      adminAuctions: typeof adminAuctions;
      analytics: typeof analytics;
      team: typeof team;
      gaming: typeof gaming;
      watch: typeof watch;
    };
  }
}
