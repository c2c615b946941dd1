import { describe, expect, it } from 'vitest';
import { isReservedName, nameSkeleton, SafeName, SafeText, visibleLength } from './text';

const Username = SafeName({ label: 'Username', max: 40, refuseReserved: true });
const TeamName = SafeName({ label: 'Team name', max: 40, minVisible: 3, refuseReserved: true });
const Note = SafeText({ label: 'Note', max: 500, multiline: true });
const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('SafeName', () => {
  it.each([
    ['NUL', 'Asha\u0000', 'Username must not contain control characters'],
    ['line feed', 'Asha\nK', 'Username must not contain control characters'],
    ['DEL', 'Asha\u007f', 'Username must not contain control characters'],
    ['C1 control', 'Asha\u0085', 'Username must not contain control characters'],
    [
      'RTL override',
      'Asha\u202Egnp.exe',
      'Username must not contain text-direction control characters',
    ],
    [
      'RTL isolate',
      '\u2067Asha\u2069',
      'Username must not contain text-direction control characters',
    ],
    ['RLM', 'Asha\u200F', 'Username must not contain text-direction control characters'],
    ['lone surrogate', 'Asha\ud800', 'Username contains characters that are not valid text'],
    ['zero-width only', '\u200B\u200B\u200B', 'Username must not contain invisible characters'],
    ['zero-width inside', 'Ad\u200Bmin', 'Username must not contain invisible characters'],
    ['Hangul filler only', '\u3164\u3164', 'Username must not contain invisible characters'],
    ['half-width Hangul filler', '\uFFA0', 'Username must not contain invisible characters'],
    ['BOM', '\uFEFFAsha', 'Username must not contain invisible characters'],
    ['ZWJ only', '\u200D\u200D', 'Username must have at least 1 visible character'],
    ['combining marks only', '\u0301\u0301', 'Username must have at least 1 visible character'],
    ['spaces only', ' \u00A0\u3000 ', 'Username is required'],
    ['admin', 'admin', 'Username is reserved: please choose another'],
    ['BidXI Admin', 'BidXI Admin', 'Username is reserved: please choose another'],
    ['spaced and cased', '  bidxi   ADMIN ', 'Username is reserved: please choose another'],
    ['leet', 'Adm1n', 'Username is reserved: please choose another'],
    ['Cyrillic look-alike', 'Аdmin', 'Username is reserved: please choose another'],
    ['full-width', 'ＳＵＰＰＯＲＴ', 'Username is reserved: please choose another'],
    ['the brand', 'BidXI Official Desk', 'Username is reserved: please choose another'],
    ['too long', 'x'.repeat(41), 'Username must be at most 40 characters'],
  ])('refuses %s', (_label, input, message) => {
    expect(messageOf(Username.safeParse(input))).toBe(message);
  });

  it.each([
    ['plain', 'Asha K', 'Asha K'],
    ['spaces folded and trimmed', '  Asha \u00A0  K ', 'Asha K'],
    ['NFC', 'Jose\u0301', 'José'],
    ['Devanagari with ZWJ', 'क्\u200Dष', 'क्\u200Dष'],
    ['emoji sequence', 'Raj 👨‍👩‍👧', 'Raj 👨‍👩‍👧'],
    ['Badminton is not admin', 'Badminton Kings', 'Badminton Kings'],
  ])('accepts %s', (_label, input, output) => {
    expect(Username.parse(input)).toBe(output);
  });

  it('counts visible characters, not code units, for the minimum', () => {
    expect(messageOf(TeamName.safeParse('A\u0301B'))).toBe(
      'Team name must have at least 3 visible characters',
    );
    expect(TeamName.parse('🏏🏏🏏')).toBe('🏏🏏🏏');
    expect(visibleLength('👨‍👩‍👧')).toBe(1);
  });
});

describe('SafeText', () => {
  it('keeps line breaks and tabs in multi-line text, refuses other controls and bidi', () => {
    expect(Note.parse(' a\r\nb\tc ')).toBe('a\nb\tc');
    expect(messageOf(Note.safeParse('a\u0000b'))).toBe('Note must not contain control characters');
    expect(messageOf(Note.safeParse('a\u202Db'))).toBe(
      'Note must not contain text-direction control characters',
    );
  });
});

describe('SafeText for chat (minVisible)', () => {
  const Chat = SafeText({ label: 'Message', max: 500, minVisible: 1 });
  it.each([
    ['', 'Message is required'],
    ['   ', 'Message is required'],
    ['\u200B\u200B', 'Message must have at least 1 visible character'],
    ['\u3164', 'Message must have at least 1 visible character'],
    ['hi\u0000', 'Message must not contain control characters'],
    ['<b>\u202Eevil', 'Message must not contain text-direction control characters'],
  ])('refuses %j', (input, message) => {
    expect(messageOf(Chat.safeParse(input))).toBe(message);
  });
  it('accepts a message with visible text, emoji included', () => {
    expect(Chat.parse(' well bid 🏏 ')).toBe('well bid 🏏');
  });
});

describe('reserved names', () => {
  it('folds look-alikes into one skeleton', () => {
    expect(nameSkeleton('B1dXI  Аdmin')).toBe(nameSkeleton('bidxi admin'));
    expect(isReservedName('Help-Desk')).toBe(true);
    expect(isReservedName('Mumbai Strikers')).toBe(false);
  });
});
