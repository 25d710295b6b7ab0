-- A technician's name as Arabic pages and messages give it (lib/booking/technician-name.ts): optional,
-- so every technician added before keeps their one name, which Arabic readers then see as it was typed.
ALTER TABLE "technicians" ADD COLUMN "name_ar" text;
