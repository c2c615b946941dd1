/**
 * Text input fuzzing: random strings built
 * from letters, spaces, controls (NUL included), bidi controls, zero-width and Hangul-filler characters
 * and lone surrogates, sent as usernames, auction titles, wallet notes and static content, never get a
 * 5xx; whatever is stored is already in the normaliser's form (parsing it again changes nothing).
 */
import fc from 'fast-check';
import { SafeName, SafeText, USERNAME_MAX_LENGTH } from '@bidxi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction } from '../test/auctions';
import { buildWorld, call, type World } from './harness';

let w: World;
let auctionId: string;
beforeAll(async () => {
  w = await buildWorld();
  auctionId = (await createAuction(w.app)).id;
});
afterAll(() => w.t.close());

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const PIECES = [
  'a', 'Z', '7', ' ', 'é', 'e\u0301', 'क्', '🏏', '\u0000', '\u0007', '\n', '\t', '\u007f', '\u0085',
  '\u202E', '\u2066', '\u200F', '\u200B', '\u200D', '\u2060', '\uFEFF', '\u3164', '\uFFA0', '\u00A0',
  '\uD800', '\uDFFF', '<', "'", 'admin', 'BidXI',
]; // prettier-ignore
const text = fc
  .array(fc.constantFrom(...PIECES), { minLength: 0, maxLength: 12 })
  .map((parts) => parts.join(''));

const Username = SafeName({ label: 'Username', max: USERNAME_MAX_LENGTH, refuseReserved: true });
const Title = SafeName({ label: 'Title', max: 120 });
const Content = SafeText({ label: 'Content', min: 1, max: 100_000, multiline: true });

let n = 0;
describe('text fields under fuzz', () => {
  it('sign-up username: never 5xx; a stored name is already normalised', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (username) => {
        const res = await call(w.app, 'POST', '/api/users/register', {
          body: {
            username,
            email: `fuzz${++n}@example.com`,
            password: 'secret-pass',
            ageConfirmed: true,
          },
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode === 201) {
          const stored = res.json().user.username as string;
          expect(Username.parse(stored)).toBe(stored);
        } else expect(res.json().error.fields?.username, res.body).toBeTruthy();
      }),
      { numRuns: RUNS },
    );
  });

  it('auction title: never 5xx; a stored title is already normalised', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (title) => {
        const res = await call(w.app, 'PUT', '/api/auctions/update', {
          token: w.admin,
          body: { auctionId, title },
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode === 200) {
          const stored = res.json().auction.title as string;
          expect(Title.parse(stored)).toBe(stored);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('static content: never 5xx; stored content is already normalised', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (content) => {
        const res = await call(w.app, 'POST', '/api/static-content', {
          token: w.admin,
          body: { type: 'how-to-register', content },
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode < 300) {
          const page = await call(w.app, 'GET', '/api/static-content/how-to-register');
          const stored = page.json().content.content as string;
          expect(Content.parse(stored)).toBe(stored);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
