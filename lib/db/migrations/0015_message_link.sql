-- The private link a message carries (an invoice's), kept only until the message is sent, as the e-mail
-- outbox keeps a booking's (lead_outbox.link): the invoice itself stores only the link token's hash.
ALTER TABLE "messages" ADD COLUMN "link" text;
