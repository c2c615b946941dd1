/**
 * Texts the server sends and the web shows, for the wallet, profile, phone verification, responsible
 * gaming and results areas. Plain constants, with no zod beside them, so the web can read them without
 * loading the schemas; the schema modules of each area import them from here.
 */

/** Spec texts of the wallet (spec 001 §5, §8; spec 000 §8). The server sends them as error messages. */
export const WalletMessage = {
  INVALID_RECHARGE_AMOUNT: 'Invalid, recharge amount',
  MAX_RECHARGE_AMOUNT: 'Maximum recharge amount is ₹10,000',
  UTR_REQUIRED: 'Please enter UTR/Reference number',
  INVALID_UTR: 'UTR/Reference number must be 6 to 35 letters or digits',
  DUPLICATE_UTR: 'This UTR/Reference number has already been used',
  INVALID_WITHDRAWAL_AMOUNT: 'Invalid, withdrawal amount',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  PAYMENT_INFO_REQUIRED: 'Please update your payment information in profile before withdrawing',
  KYC_REQUIRED: 'Please update your Aadhaar & PAN in profile before withdrawing',
  WHOLE_PAISE: 'Amount must be in rupees with at most 2 decimals',
  RECHARGE_SUBMITTED: 'Recharge request submitted successfully',
  WITHDRAWAL_SUBMITTED: 'Withdrawal request submitted successfully',
} as const;

/** Spec texts of the profile screen (spec 001 §8 "Profile"). */
export const ProfileMessage = {
  PICTURE_UPDATED: 'Profile picture updated successfully',
  PAYMENT_DETAILS_UPDATED: 'Payment details updated successfully',
  MOBILE_VIA_OTP: 'The mobile number can only be changed by verifying it with an OTP',
  INVALID_UPI: 'Please enter a valid UPI ID (e.g. name@bank)',
  NOTHING_TO_UPDATE: 'Send a UPI ID, an Aadhaar image or a PAN image to update',
  FILE_REQUIRED: 'Please choose an image',
} as const;

/** Spec texts (spec 001 §5 "Phone", §8 "OTP") and the server's own. */
export const OtpMessage = {
  SENT: 'OTP sent successfully',
  RESENT: 'OTP resent successfully',
  VERIFIED: 'Phone number verified successfully',
  INVALID_OTP: 'Invalid OTP. Please try again.',
  INVALID_PHONE: 'Please enter a valid 10-digit phone number',
  INVALID_OTP_FORMAT: 'Please enter a valid 6-digit OTP',
  EXPIRED: 'This OTP has expired. Please request a new one.',
  USED: 'This OTP has already been used. Please request a new one.',
  ATTEMPTS_EXCEEDED: 'Too many wrong attempts. Please request a new OTP.',
  NOT_FOUND: 'No OTP has been requested. Please request a new one.',
  MOBILE_IN_USE: 'This mobile number is already verified on another account',
} as const;

/** Texts the server sends with the responsible-gaming refusals (the web maps the codes). */
export const GamingMessage = {
  AGE_REQUIRED: 'Please confirm that you are 18 or older',
  AGE_NOT_CONFIRMED:
    'Please confirm that you are 18 or older before adding money or joining a paid auction',
  LIMIT_SET: 'Daily recharge limit saved',
  LIMIT_RAISE_PENDING:
    'Your higher limit will apply in 24 hours. Until then your current limit stays.',
  SELF_EXCLUDED: 'Self-excluded until',
} as const;

/** Spec 001 §8 "Team and standings" texts. */
export const POSITIONS_UPDATED_MESSAGE = 'Position(s) updated successfully';
export const INVALID_UPDATE_REQUEST_MESSAGE =
  'Invalid Update Request! Check team composition or try again!';
export const NO_TEAM_DATA_MESSAGE = 'No team data found';
/** Spec 001 §4: an invalid team after the end; its rank and points show N/A. */
export const AUCTION_FAILED_MESSAGE = 'auction has failed';

/**
 * Notes the server writes on ledger entries it makes itself (an admin's note is free text): clients
 * say them in the reader's language by matching these texts.
 */
export const LedgerNote = {
  AUCTION_CANCELLED: 'Auction cancelled',
  PLAY_START: 'Play-money starting coins',
} as const;
