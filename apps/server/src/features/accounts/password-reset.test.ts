import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { bearer, signUp } from '../../test/factories';
import { startSmtpReceiver } from '../../test/smtp';
import { RESET_REQUEST_ANSWER } from './password-reset.service';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, ip = '10.3.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

async function waitForMail(to: string) {
  for (let i = 0; i < 100; i++) {
    const mail = smtp.mails.find((m) => m.to.includes(to));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail for ${to}`);
}

/** Finds the e-mailed link and splits it as the web app's route does: /resetpass/{email}/{token}. */
function linkParts(text: string) {
  const m = /http:\/\/bidxi\.test\/resetpass\/([^/\s"<>]+)\/([\w-]+)/.exec(text);
  if (!m) throw new Error('no reset link in the mail');
  return { email: decodeURIComponent(m[1]!), token: m[2]! };
}

describe('password reset through a real SMTP server', () => {
  it('mails a link that resets the password once, ends old sessions, and never returns the link', async () => {
    const u = await signUp(t.app);
    const res = await post('/api/resetLink', { email: u.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 201, message: RESET_REQUEST_ANSWER });
    expect(res.body).not.toMatch(/resetpass/);

    const { email, token } = linkParts((await waitForMail(u.email)).text);
    expect(email).toBe(u.email);

    const done = await post('/api/resetPass', { email, token, password: 'brand-new-pass' });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({ status: 201, message: 'Password Changed Successfully' });

    expect(
      (await post('/api/user/login', { email: u.email, password: u.password })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/user/login', { email: u.email, password: 'brand-new-pass' })).statusCode,
    ).toBe(201);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/user/getById',
      payload: { userId: u.id },
      headers: bearer(u.token),
    });
    expect(old.statusCode).toBe(401);

    const reuse = await post('/api/resetPass', { email, token, password: 'third-pass-x' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      status: 400,
      error: { code: 'RESET_LINK_INVALID', message: 'Reset Link used' },
    });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await post('/api/resetLink', { email: 'nobody-here@example.com' }, '10.3.0.2');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 201, message: RESET_REQUEST_ANSWER });
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.mails.length).toBe(before);
  });

  it("mails in the account's language, else in the language the asking browser sent", async () => {
    const read = async (to: string) => {
      const mail = await simpleParser((await waitForMail(to)).raw);
      return { subject: mail.subject, text: mail.text ?? '', html: String(mail.html) };
    };
    const hindi = await signUp(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: bearer(hindi.token),
      payload: { language: 'hi' },
    });
    // The account's choice wins over the browser's.
    await t.app.inject({
      method: 'POST',
      url: '/api/resetLink',
      payload: { email: hindi.email },
      headers: { 'accept-language': 'en' },
      remoteAddress: '10.3.0.8',
    });
    const mail = await read(hindi.email);
    expect(mail.subject).toBe('अपना BidXI पासवर्ड रीसेट करें');
    expect(mail.text).toContain(`नमस्ते ${hindi.username},`);
    expect(mail.text).toContain('30 मिनट के अंदर यह लिंक खोलें');
    expect(mail.html).toContain('मेरा पासवर्ड रीसेट करें</a>');
    expect(linkParts(mail.text).email).toBe(hindi.email);

    // No language saved yet: the browser's Accept-Language decides (the web sends its own).
    const unset = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/resetLink',
      payload: { email: unset.email },
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      remoteAddress: '10.3.0.9',
    });
    expect((await read(unset.email)).subject).toBe('अपना BidXI पासवर्ड रीसेट करें');

    // Neither: the spec's English, unchanged.
    const english = await signUp(t.app);
    await post('/api/resetLink', { email: english.email }, '10.3.0.10');
    const en = await read(english.email);
    expect(en.subject).toBe('Reset your BidXI password');
    expect(en.text).toContain(
      `Hi ${english.username},\n\nSomeone asked to reset the password of your BidXI account. Open this link within 30 minutes to choose a new one:`,
    );
    expect(en.text).toContain(
      "If it wasn't you, ignore this e-mail: your password stays the same.",
    );
  });

  it('refuses a token after 30 minutes', async () => {
    const u = await signUp(t.app);
    await post('/api/resetLink', { email: u.email }, '10.3.0.3');
    const { token } = linkParts((await waitForMail(u.email)).text);
    t.clock.advance(30 * 60_000 + 1000);
    const res = await post(
      '/api/resetPass',
      { email: u.email, token, password: 'brand-new-pass' },
      '10.3.0.3',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Reset Link used');
  });

  it("refuses a valid token sent with another user's e-mail", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await post('/api/resetLink', { email: a.email }, '10.3.0.4');
    const { token } = linkParts((await waitForMail(a.email)).text);
    const res = await post(
      '/api/resetPass',
      { email: b.email, token, password: 'hijack-pass' },
      '10.3.0.4',
    );
    expect(res.statusCode).toBe(400);
    expect(
      (await post('/api/user/login', { email: b.email, password: b.password }, '10.3.0.4'))
        .statusCode,
    ).toBe(201);
  });

  it('lets an address ask again only after 120 s', async () => {
    const u = await signUp(t.app);
    expect((await post('/api/resetLink', { email: u.email }, '10.3.0.5')).statusCode).toBe(201);
    const again = await post('/api/resetLink', { email: u.email }, '10.3.0.6');
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('RATE_LIMITED');
  });

  it('validates inputs with body status 411', async () => {
    const res = await post(
      '/api/resetPass',
      { email: 'a@b.co', token: 'short', password: '1' },
      '10.3.0.7',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(411);
  });
});

describe('password reset without SMTP', () => {
  it('writes the mail to DATA_DIR/outbox', async () => {
    const local = await buildTestApp();
    try {
      const u = await signUp(local.app);
      await local.app.inject({
        method: 'POST',
        url: '/api/resetLink',
        payload: { email: u.email },
      });
      await local.app.deps.background.drain();
      const dir = path.join(local.dataDir, 'outbox');
      expect(existsSync(dir)).toBe(true);
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      // Only the server's user may read the reset link (outbox files were 0644).
      expect(statSync(path.join(dir, files[0]!)).mode & 0o777).toBe(0o600);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const eml = readFileSync(path.join(dir, files[0]!), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      expect(linkParts(eml).email).toBe(u.email);
    } finally {
      await local.close();
    }
  });
});
