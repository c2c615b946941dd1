/**
 * Default privacy policy and terms for BidXI, a real-money skill-game app for players in India.
 * `{supportEmail}` is replaced with the configured support address when seeded. Admins can edit both.
 */

export const PRIVACY_POLICY = `# Privacy Policy

This policy explains what personal data BidXI collects, why, and the choices you have. It is written for users in India and follows the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 and their rules.

## What we collect

- Account data: your e-mail address, username, password (stored only as a one-way hash) and profile picture.
- Game data: the auctions you join, your team names and icons, your bids, your batting orders, chat messages you send in auction rooms, and your results and prizes.
- Wallet data: recharges (amount and UPI reference/UTR), withdrawals, registration fees, prizes and refunds.
- Verification data: your mobile number, UPI ID, and images of your Aadhaar and PAN cards, which you provide before withdrawing.
- Technical data: IP address, device and browser type, and session records, used to keep your account secure.

## Why we use it

- To run your account, auctions and wallet, and to credit prizes and pay withdrawals to you.
- To verify your identity and age, prevent fraud, multiple accounts and payment abuse, and enforce our terms.
- To meet legal duties such as tax deduction and reporting, and lawful requests from authorities.
- To send you service messages (password reset links, verification codes). We do not send marketing without your consent.

## Who can see it

- Other players see only your username, team name and icon, bids and chat messages in the auctions you join. Your e-mail, mobile number, UPI ID and KYC documents are never shown to other players.
- BidXI administrators can see your account, wallet and KYC data to review payments and withdrawals.
- Service providers that host our servers or deliver e-mail and SMS process data for us under contract and only for that purpose.
- We do not sell your personal data.

## How long we keep it

- Account and game data are kept while your account is open.
- Wallet records and KYC data are kept for as long as tax, accounting and anti-money-laundering laws require, even after you close your account.
- Security logs are kept for a limited period and then deleted.

## Your rights

- You can see and correct your profile and payment details in the app, and ask us for a summary of the personal data we hold about you.
- You can ask us to erase your data or close your account; we will do so except where the law requires us to keep records.
- You can withdraw consent for optional processing at any time, and nominate a person to exercise your rights if you are unable to.

## Security

Passwords are hashed, sessions can be ended at any time, KYC images are private to you and administrators, and access is logged. No system is perfectly secure; tell us at once if you suspect misuse of your account.

## Contact and grievances

Write to {supportEmail} with "Privacy" in the subject. Our grievance officer will acknowledge your complaint within 24 hours and aim to resolve it within 15 days. If you are not satisfied, you may approach the Data Protection Board of India.

We may update this policy; the version shown in the app is the one in force.`;

export const TERMS_AND_CONDITIONS = `# Terms and Conditions

By creating an account or playing on BidXI you agree to these terms. Please read them carefully: BidXI involves real money.

## Who may play

- You must be at least 18 years old and legally able to enter into a contract.
- You may hold only one account, in your own name, and must keep your login details private.
- Paid auctions are offered only where such contests are permitted by law. You are responsible for making sure that taking part is lawful where you live; if it is not, you must not pay fees or accept prizes. We may restrict access from any place where paid contests are prohibited.

## The game

- BidXI is a game of skill: results depend on how you judge players, manage your purse and set your batting order. The rules of each auction are shown in the app and in its How to Play document, and are applied by our server.
- The purse (in crores) is game currency with no cash value.
- The server's clock and records decide the outcome of bids, lots and rankings.
- We may postpone or cancel a scheduled auction. If we cancel it, every registration fee is refunded to your wallet.

## Wallet, fees and prizes

- Your wallet holds rupees you added by UPI and prizes you won. Recharges are credited after an administrator verifies the payment reference (UTR); each UTR can be used once.
- Registration fees are taken from your wallet when you register a team and are not refundable once the auction has started, except as these terms say.
- The prize pool of an auction is the share of fees collected stated for that auction, split among the top three ranks as stated. The rest is BidXI's platform fee.
- Withdrawals need a verified mobile number, a UPI ID and your Aadhaar and PAN on file, and are paid only to an account in your name after review. Tax is deducted at source where the law requires.

## Fair play

- No collusion, multiple accounts, bots, automated bidding, or exploiting bugs. Chat must be respectful; no abuse, hate speech or spam.
- We may suspend or ban accounts that break these terms, withhold or reverse prizes obtained unfairly, and report fraud to the authorities. A banned account's sessions end immediately.

## Responsible play

Only spend money you can afford to lose, and set yourself limits. If playing stops being fun, take a break; you can ask us to close your account at any time.

## Liability

The service is provided as it is. We are not liable for losses caused by your network, device, or events outside our reasonable control. If a technical fault on our side affects an auction, we may cancel it and refund the fees. Nothing in these terms limits rights you have under Indian consumer law.

## Disputes and contact

Contact {supportEmail} with any question or complaint; we aim to respond within 15 days. These terms are governed by the laws of India.

We may change these terms; we will tell you in the app before a change affects auctions you have already joined.`;
