import nodemailer from 'nodemailer';
import { vi } from 'vitest';

/**
 * A mail setting whose transport keeps what it is given (subject and text), for the queue's e-mails of
 * each step (lib/notify/email.ts); and the settings that switch those e-mails on (stepEmailsOn).
 */
export function capturedMail() {
  const mailed: { subject: string; text: string }[] = [];
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const mail = {
    transport: Object.assign(transport, {
      sendMail: (async (m: { subject: string; text: string }) => {
        mailed.push(m);
        return { messageId: `<${mailed.length}-${Date.now()}@test>` };
      }) as unknown as typeof transport.sendMail,
    }),
    from: 'Site <site@example.ae>',
    notifyTo: 'leads@example.ae',
    brand: { en: 'Example Technical Services', ar: 'إكزامبل للخدمات الفنية' },
  };
  return { mail, mailed };
}

export function stubStepEmails() {
  vi.stubEnv('SMTP_URL', 'smtp://localhost:2525');
  vi.stubEnv('LEAD_NOTIFY_TO', 'leads@example.ae');
  vi.stubEnv('LEAD_CONFIRM_VISITOR', '1');
}
