import { expect, test } from '@playwright/test';
import { adminBearer, signedUpInNewContext, signUpAndSignIn, skipIntro } from './support/account.ts';
import { blockWorkerAndSkipConsent, publishedByAdmin, unique } from './support/spec.ts';

test.describe('events: registration and the waiting list', () => {
  blockWorkerAndSkipConsent();

  test('fan A takes the only place, fan B waits, A leaves and B moves up', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const admin = await adminBearer(browser);
    const slug = `e2e-event-${unique()}`;
    const title = `Meet the captain ${unique()}`;
    const startsAt = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    const id = await publishedByAdmin(page, admin, 'events', {
      event: {
        slug,
        translated_slugs: { de: `${slug}-de` },
        title: { en: title, de: `${title} (de)` },
        description: { en: '<p>One seat at the captain’s table.</p>' },
        location: 'Club house',
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + 2 * 3600 * 1000).toISOString(),
        capacity: 1,
      },
    });

    // The event is listed among the upcoming ones and opens from there.
    await page.goto('/en/events');
    await expect(page.getByTestId('events-page')).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('event-location')).toHaveText('Where: Club house');
    await expect(page.getByTestId('event-ics')).toHaveAttribute('href', `/v2/events/${slug}.ics?locale=en`);
    await expect(page.getByTestId('event-sign-in')).toBeVisible();

    // Fan A signs up and registers: the only place is theirs.
    await signUpAndSignIn(page, `/en/events/${slug}`, 'eventa');
    await skipIntro(page);
    await expect(page.getByTestId('event-places')).toHaveText('1 place left of 1');
    await page.getByTestId('event-register').click();
    await expect(page.getByTestId('event-registration-status')).toHaveText('You are registered');
    await expect(page.getByTestId('event-places')).toHaveText('Fully booked: new registrations join the waiting list');

    // Fan B, on the German slug, finds the event full and joins the waiting list.
    const b = await signedUpInNewContext(browser, `/en/events/${slug}-de`, 'eventb');
    await expect(b.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const join = b.page.getByTestId('event-register');
    await expect(join).toHaveText('Join the waiting list');
    await join.click();
    await expect(b.page.getByTestId('event-registration-status')).toHaveText(
      'You are on the waiting list (position 1)',
    );
    await expect(b.page.getByTestId('event-places')).toHaveText('Fully booked: 1 fan on the waiting list');

    // A unregisters: the place goes to B at once.
    await page.reload();
    await expect(page.getByTestId('event-places')).toHaveText('Fully booked: 1 fan on the waiting list');
    await page.getByTestId('event-unregister').click();
    await expect(page.getByTestId('event-registration-status')).toHaveCount(0);
    await expect(page.getByTestId('event-register')).toHaveText('Join the waiting list');
    await b.page.reload();
    await expect(b.page.getByTestId('event-registration-status')).toHaveText('You are registered');
    await expect(b.page.getByTestId('event-unregister')).toHaveText('Unregister');

    // The server's refusal is shown as it says it: the event is moved into the past meanwhile.
    const moved = await page.request.put(`/v2/admin/events/${id}`, {
      headers: admin,
      data: {
        event: {
          slug,
          translated_slugs: { de: `${slug}-de` },
          title: { en: title },
          starts_at: new Date(Date.now() - 3600 * 1000).toISOString(),
          ends_at: new Date(Date.now() + 3600 * 1000).toISOString(),
          capacity: 1,
        },
      },
    });
    expect(moved.status()).toBe(200);
    await page.getByTestId('event-register').click();
    await expect(page.getByTestId('event-registration-error')).toHaveText(
      'Registration for this event is closed: it has started or ended.',
    );
    await b.context.close();
  });
});
