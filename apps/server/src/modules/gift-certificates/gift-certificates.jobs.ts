import type { Jobs } from '@/platform/jobs/jobs';
import {
  GIFT_CERTIFICATE_MAIL_JOB,
  type GiftCertificateMailIo,
  type GiftCertificateMailPayload,
  sendGiftCertificateMail,
} from './gift-certificate-mail.service';

export const giftCertificateMailRetry = {
  limit: 5,
  delaySeconds: 60,
  backoff: true,
  maxDelaySeconds: 3_600,
};

/** Registers the recipient's mail of a certificate bought in the shop (decisions/0067). */
export function registerGiftCertificateJobs(jobs: Jobs, io: GiftCertificateMailIo): void {
  jobs.register<GiftCertificateMailPayload>(
    GIFT_CERTIFICATE_MAIL_JOB,
    async (payload) => {
      await sendGiftCertificateMail(io, payload);
    },
    { retry: giftCertificateMailRetry, expireSeconds: 120, pollSeconds: 1 },
  );
}
