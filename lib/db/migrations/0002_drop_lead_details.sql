-- Nothing ever wrote or read leads.details (every field a form collects has its own column); dropped so
-- the table says what a lead is. Row-level security and its policies are unaffected.
ALTER TABLE "leads" DROP COLUMN "details";
