/** The five static pages' default texts, by type; `{supportEmail}` is filled in from config. */
import type { StaticContentType } from '@bidxi/protocol';
import { HOW_TO_PLAY, HOW_TO_REGISTER, HOW_TO_WITHDRAW } from './content-defaults-game';
import { PRIVACY_POLICY, TERMS_AND_CONDITIONS } from './content-defaults-legal';

export function defaultContent(supportEmail: string): Record<StaticContentType, string> {
  const fill = (text: string) => text.replaceAll('{supportEmail}', supportEmail);
  return {
    'how-to-play': HOW_TO_PLAY,
    'how-to-register': HOW_TO_REGISTER,
    'how-to-withdraw': HOW_TO_WITHDRAW,
    'privacy-policy': fill(PRIVACY_POLICY),
    'terms-and-conditions': fill(TERMS_AND_CONDITIONS),
  };
}
