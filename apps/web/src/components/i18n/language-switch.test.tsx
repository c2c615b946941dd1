import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@/components/i18n/language-switch';

describe('LanguageSwitch', () => {
  it('marks each language’s name as written in that language (WCAG 3.1.2)', () => {
    render(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en-IN');
    expect(screen.getByRole('button', { name: 'हिन्दी' }).getAttribute('lang')).toBe('hi-IN');
  });
});
