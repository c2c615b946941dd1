// Responsible-gaming refusals carry an amount or a date in the server's English; in Hindi the web says
// them from the answer's details, and in English it shows the server's text as it came.
import { ErrorCode } from '@bidxi/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { ApiRequestError } from '@/lib/api-client';
import { registrationErrorMessage } from '@/lib/messages/auctions';
import { walletRequestErrorMessage } from '@/lib/messages/wallet';

const LIMIT_TEXT =
  'This recharge would pass your daily limit of ₹500.00. You can add up to ₹200.00 more today (India time).';

const limitRefusal = (remainingPaise: number) =>
  new ApiRequestError({
    httpStatus: 422,
    code: ErrorCode.RECHARGE_LIMIT_EXCEEDED,
    message: LIMIT_TEXT,
    details: { remaining: remainingPaise / 100, remainingPaise, limitPaise: 50_000 },
  });

const excluded = new ApiRequestError({
  httpStatus: 403,
  code: ErrorCode.SELF_EXCLUDED,
  message: 'Self-excluded until 1 Dec 2026, 09:30 IST',
  details: { selfExcludedUntil: '2026-12-01T04:00:00.000Z' },
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('responsible-gaming refusals', () => {
  it("show the server's English text in English", () => {
    expect(walletRequestErrorMessage(limitRefusal(20_000), 'recharge')).toBe(LIMIT_TEXT);
    expect(registrationErrorMessage(excluded)).toBe('Self-excluded until 1 Dec 2026, 09:30 IST');
  });

  it('are said in Hindi from the details: the limit, what is left, the end of a break', async () => {
    await i18n.changeLanguage('hi');
    const more = walletRequestErrorMessage(limitRefusal(20_000), 'recharge');
    expect(more).toContain('₹500.00');
    expect(more).toContain('₹200.00');
    expect(more).toMatch(/[\u0900-\u097F]/);
    expect(more).not.toMatch(/daily limit/);
    const reached = walletRequestErrorMessage(limitRefusal(0), 'recharge');
    expect(reached).toContain('₹500.00');
    expect(reached).not.toBe(more);
    const until = registrationErrorMessage(excluded);
    expect(until).toMatch(/^आपने .*2026.* तक खेल से ब्रेक लिया है$/);
    expect(until).toContain('9:30');
    expect(until).not.toMatch(/Self-excluded|IST/);
  });
});
