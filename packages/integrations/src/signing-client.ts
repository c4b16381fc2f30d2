/**
 * The signing client's message protocol (integrations.md "E-signature client on the user's computer"): one
 * JSON message `{plugin, name, arguments}` over a WebSocket, one JSON reply with `success` and, on failure,
 * `reason`.
 * - `{name: 'version'}` -> `{major, minor}` (strings, as the real client sends them);
 * - `{name: 'apikey', arguments: [domain, key, …]}` registers the site's domains;
 * - `pfx list_all_certificates` -> `{certificates: [{disk, path, name, alias}]}`;
 * - `pfx load_key [disk, path, name, alias]` -> `{keyId}`;
 * - `pfx unload_key [keyId]`;
 * - `pkcs7 create_pkcs7 [data_base64, keyId, 'no' | 'yes']` -> `{pkcs7_64, signature_hex,
 *   signer_serial_number}` ('yes' makes a detached signature).
 */
import { z } from 'zod';

export const signingClientMessage = z.object({
  plugin: z.string().optional(),
  name: z.string(),
  arguments: z.array(z.string()).optional(),
});
export type SigningClientMessage = z.infer<typeof signingClientMessage>;

/** Every reply: `success`, a `reason` when it failed, and the call's own fields. */
export const signingClientReply = z.looseObject({ success: z.boolean(), reason: z.string().optional() });
export type SigningClientReply = z.infer<typeof signingClientReply>;

const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape });

export const versionReply = ok({ major: z.string(), minor: z.string() });
export type VersionReply = z.infer<typeof versionReply>;
export const keyCardSchema = z.object({
  disk: z.string(),
  path: z.string(),
  name: z.string(),
  alias: z.string(),
});
export const keyCardsReply = ok({ certificates: z.array(keyCardSchema) });
export type KeyCardsReply = z.infer<typeof keyCardsReply>;
export const loadKeyReply = ok({ keyId: z.string() });
export type LoadKeyReply = z.infer<typeof loadKeyReply>;
export const pkcs7Reply = ok({
  pkcs7_64: z.string(),
  signature_hex: z.string(),
  signer_serial_number: z.string(),
});
export type Pkcs7Reply = z.infer<typeof pkcs7Reply>;
