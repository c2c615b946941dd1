/** Default texts of the player-help pages (how to play, register, withdraw), editable by admins. */
import { DEFAULT_RULES_INPUT, gameRules, rulesText } from './game-rules';

export const HOW_TO_PLAY = `# How to play BidXI

BidXI is an IPL-style player auction. You register a team for an auction, bid live against other owners for real cricket players with a purse in crores, build an eleven within the squad limits, set your batting order, and score points from the order you choose. The best three teams share the prize pool.

Each auction page has a How to Play PDF with that auction's own fee, timers and prize split, and the full list of players with their base prices and points for every batting slot.

${rulesText(gameRules(DEFAULT_RULES_INPUT))}

## Tips

- Study the pool before the auction: a player's points depend heavily on the batting slot you give them.
- Keep purse in hand for the types you still need; a squad missing a Wicket-Keeper or its fourth Bowler cannot be valid.
- Stay connected: the clock runs on the server, and a bid that arrives after the close is refused.`;

export const HOW_TO_REGISTER = `# How to register for an auction

## Before you start

- Create your BidXI account and log in. You must be 18 or older.
- Add money to your wallet if the auction has a registration fee: open Wallet, tap Add Money, pay by UPI to the QR code shown, and enter the amount and the UTR (the 12-digit UPI reference). An admin checks the payment and credits your wallet; you can follow the request in your transaction history.

## Registering a team

- On Home, open the auction from the Scheduled tab (or the Live carousel).
- The auction page checks your registration. If your wallet balance is below the fee, it tells you so and offers a way to your wallet.
- Tap Register Now and fill in the form: a team name of at least 3 characters, your 10-digit mobile number, and optionally a team icon (an image up to 5 MB).
- Check the fee shown and submit. The fee is taken from your wallet and your team is created in the same step, so you are never charged without a team.
- You can register one team per auction. Registering again shows "You are already registered".

## After registering

- For a scheduled auction, come back at the start time: the auction appears under My Auctions and its page shows Enter Auction once it is live.
- For a live auction you can enter the room straight away.
- If an admin cancels a scheduled auction, your fee is refunded to your wallet automatically.`;

export const HOW_TO_WITHDRAW = `# How to withdraw your winnings

Prizes are credited to your BidXI wallet when an auction completes. You can withdraw your available balance to your own bank account through UPI.

## One-time setup (KYC)

- Open My Profile and add your payment details: your UPI ID.
- Verify your mobile number: enter it, receive a 6-digit code by SMS and type it in.
- Upload clear images of your Aadhaar card and your PAN card. They are used only to verify who you are and to meet tax and anti-fraud obligations; only you and BidXI administrators can see them.
- Your profile shows Completed once the UPI ID, mobile number, Aadhaar and PAN are all on file.

## Requesting a withdrawal

- Open Wallet and tap Withdraw Money.
- Enter an amount of at least Rs 1 and no more than your available balance, confirm, and verify with the code sent to your phone if asked.
- The amount is held at once, so it cannot be spent while the request is pending.

## Approval and payment

- An administrator reviews each request, in the order they arrive, and pays approved amounts to the UPI ID on your profile.
- Once approved, the amount leaves your balance and the transaction shows as approved in your history.
- If a request is denied (for example, the KYC documents do not match the account holder), the held amount returns to your available balance and you can correct your details and try again.
- Where the law requires it, tax is deducted at source from net winnings before payment, and the deduction is shown on your transaction.`;
