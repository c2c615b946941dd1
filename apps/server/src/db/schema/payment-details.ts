import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { images } from './images';
import { users } from './users';

/**
 * A user's payout details (spec 001 §3 "Payment info"): UPI id and the private Aadhaar and PAN
 * images. The mobile number lives on `users.mobile_number` and is set only by OTP verification.
 */
export const paymentDetails = pgTable('payment_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  upiId: text('upi_id'),
  aadhaarImageId: uuid('aadhaar_image_id').references(() => images.id, { onDelete: 'set null' }),
  panImageId: uuid('pan_image_id').references(() => images.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
