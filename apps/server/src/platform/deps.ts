/** What every feature of the server is built from; `buildApp` assembles it, tests substitute parts. */
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { Mailer } from './mailer';
import type { SmsProvider } from './sms';
import type { TokenService } from './tokens';

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  sms: SmsProvider;
  tokens: TokenService;
}
