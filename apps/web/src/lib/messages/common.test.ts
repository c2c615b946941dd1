import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { dataErrorMessage, rateLimitedText } from '@/lib/messages/common';

const refused = (init: { code: string; message: string; retryAfterSeconds?: number }) =>
  new ApiRequestError({
    httpStatus: 429,
    code: init.code,
    message: init.message,
    details: init.retryAfterSeconds ? { retryAfterSeconds: init.retryAfterSeconds } : {},
  });

describe('rate-limited texts', () => {
  it("show the server's text, which says how long to wait", () => {
    const e = refused({ code: 'RATE_LIMITED', message: 'Too many requests — try again in 42 s' });
    expect(rateLimitedText(e)).toBe('Too many requests — try again in 42 s');
    expect(dataErrorMessage(e, 'wallet')).toBe('Too many requests — try again in 42 s');
  });

  it('fall back to Retry-After, then to a general text', () => {
    expect(rateLimitedText(refused({ code: 'HTTP_429', message: '', retryAfterSeconds: 9 }))).toBe(
      'Too many requests — try again in 9 s',
    );
    expect(rateLimitedText(refused({ code: 'HTTP_429', message: '' }))).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
  });
});
