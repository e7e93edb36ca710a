import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long signed media URLs and playout keys stay valid. */
export const SIGNED_TTL_S = 6 * 3600;
/** Expiries are rounded up to this step, so URLs stay the same (cacheable) for a while. */
const EXPIRY_STEP_S = 3600;

/** Signs and verifies expiring URLs with HMAC-SHA256 (hex), compared in constant time. */
export class UrlSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The unix expiry of URLs signed now: at least SIGNED_TTL_S away, rounded up to the hour. */
  expiry(): number {
    const at = Math.floor(this.now() / 1000) + SIGNED_TTL_S;
    return Math.ceil(at / EXPIRY_STEP_S) * EXPIRY_STEP_S;
  }

  /** HMAC-SHA256(secret, `${subject}.${expires}`) in hex. */
  sign(subject: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${subject}.${expires}`).digest('hex');
  }

  /** True when the key is the subject's signature and the expiry has not passed. */
  verify(subject: string, expires: unknown, key: unknown): boolean {
    if (typeof key !== 'string' || !/^[a-f0-9]{64}$/.test(key)) return false;
    const exp = typeof expires === 'string' && /^[0-9]{1,12}$/.test(expires) ? Number(expires) : NaN;
    if (!Number.isFinite(exp) || exp * 1000 < this.now()) return false;
    return timingSafeEqual(Buffer.from(this.sign(subject, exp), 'hex'), Buffer.from(key, 'hex'));
  }

  /** `/media/content/<key>?expires=..&sig=..` */
  mediaUrl(key: string): string {
    const expires = this.expiry();
    return `/media/content/${key}?expires=${expires}&sig=${this.sign(`media:${key}`, expires)}`;
  }

  /** `/embeds/<id>?expires=..&sig=..`: only a viewer the content was presented to can open its embed. */
  embedUrl(id: string): string {
    const expires = this.expiry();
    return `/embeds/${id}?expires=${expires}&sig=${this.sign(`embed:${id}`, expires)}`;
  }

  /** `/config/<playout>?timestamp=..&key=..`; playout ids are digits, so they never collide with `media:` subjects. */
  playoutUrl(playout: string): string {
    const timestamp = this.expiry();
    return `/config/${playout}?timestamp=${timestamp}&key=${this.sign(playout, timestamp)}`;
  }
}
