import { Type } from 'typebox';

/** `GET /webpush/vapid`: the key browsers subscribe with. */
export const VapidKeyDocument = Type.Object(
  {
    vapid_public_key: Type.String({
      pattern: '^[A-Za-z0-9_-]{87}$',
      description: 'An uncompressed P-256 public key (65 bytes), base64url without padding.',
    }),
  },
  { additionalProperties: false },
);

/** Presents the VAPID public key. */
export function presentVapidKey(publicKey: string) {
  return { vapid_public_key: publicKey };
}
