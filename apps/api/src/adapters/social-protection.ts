/** The unified register of social protection (gov-sim's own REST/JSON in development; packages/integrations). */
import { type SocialProtectionAnswer, socialProtectionSchema } from '@portal/integrations';
import { getJson, systemUnavailable } from './http';

export type { SocialProtectionAnswer };

export interface SocialProtectionRegister {
  /** Whether the person is enrolled, since when and in which programme. Down or slow: a 503 AppError. */
  enrolment(pinfl: string, requestId?: string): Promise<SocialProtectionAnswer>;
}

export function createSocialProtectionRegister(baseUrl: string, timeoutMs: number): SocialProtectionRegister {
  return {
    async enrolment(pinfl, requestId) {
      const answer = await getJson(
        `${baseUrl}/persons/${encodeURIComponent(pinfl)}`,
        socialProtectionSchema,
        {
          system: 'socialProtection',
          timeoutMs,
          requestId,
        },
      );
      // The register answers every well-formed pinfl; a 404 or another person's answer is not its protocol.
      if (!answer || answer.pinfl !== pinfl)
        throw systemUnavailable('socialProtection', new Error('no answer for this pinfl'));
      return answer;
    },
  };
}
