import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { profileReply, stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';

const page = {
  status: 200,
  body: {
    content: {
      type: 'how-to-play',
      content: '# How to Play\n\nRegister a team, then bid in the live room.',
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
  },
};

beforeEach(() => {
  signInAs();
  stubFetch({
    'GET /api/static-content/how-to-play': page,
    'POST /api/user/getById': profileReply,
  });
});
afterEach(() => i18n.changeLanguage('en'));

describe('How to Play', () => {
  it('tells a Hindi reader that the page is in English, and marks the text as English', async () => {
    await i18n.changeLanguage('hi');
    renderApp('/how-to-play');
    const note = await screen.findByTestId('english-only');
    expect(note.textContent).toBe('इस पेज का हिंदी पाठ अभी नहीं है, इसलिए यह अंग्रेज़ी में दिखाया गया है।');
    const body = await screen.findByText('Register a team, then bid in the live room.');
    expect(body.closest('[lang]')?.getAttribute('lang')).toBe('en');
  });

  it('shows an English reader the text with no notice', async () => {
    renderApp('/how-to-play');
    expect(await screen.findByText('Register a team, then bid in the live room.')).toBeTruthy();
    expect(screen.queryByTestId('english-only')).toBeNull();
  });
});
