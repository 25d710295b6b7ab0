import 'server-only';
import nodemailer from 'nodemailer';
import { business, config } from '@/lib/config/business';
import type { Transporter } from 'nodemailer';

/** How the request e-mails are sent (the outbox, lib/leads/outbox.ts, sends them). */
export interface MailSettings {
  transport: Transporter;
  from: string;
  notifyTo: string;
  brand: { en: string; ar: string };
  /** Absolute links in e-mails (a booking's private page) start with this; default: SITE_URL. */
  siteUrl?: string;
}

let settings: MailSettings | null | undefined;

/** Mail settings when SMTP_URL and LEAD_NOTIFY_TO are set; null when e-mail is switched off. */
export function mailSettings(): MailSettings | null {
  if (settings !== undefined) return settings;
  settings =
    config.SMTP_URL && config.LEAD_NOTIFY_TO
      ? {
          transport: nodemailer.createTransport(config.SMTP_URL),
          from: config.MAIL_FROM ?? `${business.name.en} <${business.email}>`,
          notifyTo: config.LEAD_NOTIFY_TO,
          brand: business.name,
          siteUrl: business.siteUrl,
        }
      : null;
  return settings;
}

/** Which e-mails a new lead owes, from the configuration. */
export function emailsOwed(): ('notify_company' | 'confirm_visitor')[] {
  if (!mailSettings()) return [];
  return config.LEAD_CONFIRM_VISITOR === '1'
    ? ['notify_company', 'confirm_visitor']
    : ['notify_company'];
}
