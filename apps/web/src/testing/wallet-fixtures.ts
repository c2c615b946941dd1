// Answers of the wallet, profile and admin money calls for component tests.
import { PROTOCOL_VERSION, type PaymentInfo, type TransactionView } from '@bidxi/protocol';
import type { StubReply } from '@/testing/fetch-stub';
import { testUser } from '@/testing/fetch-stub';

export const noPaymentInfo: PaymentInfo = {
  mobileNumber: null,
  upiId: null,
  hasAadhaar: false,
  hasPan: false,
  aadharCardUrl: null,
  panCardUrl: null,
  profileCompleted: false,
};

export const fullPaymentInfo: PaymentInfo = {
  mobileNumber: '+919876543210',
  upiId: 'virat@okaxis',
  hasAadhaar: true,
  hasPan: true,
  aadharCardUrl: '/api/images/11111111-1111-4111-8111-111111111111',
  panCardUrl: '/api/images/22222222-2222-4222-8222-222222222222',
  profileCompleted: true,
};

export function balanceReply(
  { balancePaise = 0, heldPaise = 0 }: { balancePaise?: number; heldPaise?: number },
  paymentInfo: PaymentInfo = noPaymentInfo,
): StubReply {
  const availablePaise = balancePaise - heldPaise;
  return {
    status: 200,
    body: {
      balance: balancePaise / 100,
      available: availablePaise / 100,
      held: heldPaise / 100,
      balancePaise,
      availablePaise,
      heldPaise,
      paymentInfo,
    },
  };
}

export function entry(over: Partial<TransactionView> = {}): TransactionView {
  const amountPaise = over.amountPaise ?? 50_000;
  return {
    id: 'tx-1',
    createdAt: '2025-03-12T10:35:00.000Z',
    type: 'RECHARGE',
    status: 'PENDING',
    direction: 'CREDIT',
    amount: amountPaise / 100,
    amountPaise,
    UTRNumber: null,
    note: null,
    resolvedAt: null,
    auction: null,
    ...over,
  };
}

export const historyReply = (transactions: TransactionView[]): StubReply => ({
  status: 200,
  body: { data: { transactions } },
});

export const appConfigReply: StubReply = {
  status: 200,
  body: {
    supportWhatsapp: '919999999999',
    supportEmail: 'help@bidxi.in',
    upiPayeeVpa: 'bidxi.pay@okaxis',
    upiPayeeName: 'BidXI Sports',
    protocolVersion: PROTOCOL_VERSION,
  },
};

export function userDetailReply(paymentInfo: PaymentInfo = noPaymentInfo): StubReply {
  return {
    status: 200,
    body: {
      user: {
        ...testUser,
        banned: false,
        createdAt: '2025-01-01T00:00:00.000Z',
        mobileNumber: paymentInfo.mobileNumber,
        profileCompleted: paymentInfo.profileCompleted,
        wallet: { paymentInfo },
      },
    },
  };
}
