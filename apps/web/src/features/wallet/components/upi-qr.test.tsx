import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { UpiQr } from './upi-qr';

afterEach(() => i18n.changeLanguage('en'));

describe('UpiQr before an amount', () => {
  it('asks for an amount in the reader’s language', async () => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces('wallet');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UpiQr url={null} label="QR" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('QR कोड पाने के लिए रकम डालें')).toBeTruthy();
    expect(screen.queryByText('Enter an amount to get the QR code')).toBeNull();
  });
});
