import { describe, expect, it } from 'vitest';
import { vapidKeyBytes } from './push.ts';

describe('push subscription', () => {
  it('turns the base64url VAPID key into its bytes', () => {
    expect([...vapidKeyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect(
      vapidKeyBytes('BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM'),
    ).toHaveLength(65);
  });
});
