import { expect, test } from '@playwright/test';
import { adminBearer, bearer, signUpAndSignIn, skipIntro } from './support/account.ts';
import { skipCookieConsent } from './support/consent.ts';
import { blockWorkerAndSkipConsent, publishedByAdmin, unique } from './support/spec.ts';

test.describe('votings', () => {
  blockWorkerAndSkipConsent();

  test('a fan votes with the keyboard, sees the result, cannot vote twice; comment deep link; ended state', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminBearer(browser);
    const title = `Kit colour ${unique()}`;
    const votingId = await publishedByAdmin(page, admin, 'votings', {
      voting: {
        slug: `e2e-voting-${unique()}`,
        title: { en: title },
        description: { en: '<p>Which colour should the next home kit have?</p>' },
        ends_at: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
        options: [{ value: { en: 'Red' } }, { value: { en: 'Blue' } }, { value: { en: 'Green' } }],
      },
    });

    // A guest finds it among the open votings and is asked to sign in to vote.
    await page.goto('/en/participate/votings/all');
    await expect(page.getByTestId('votings-page')).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('voting-signin')).toBeVisible();
    await expect(page.getByTestId('voting-option')).toHaveCount(3);

    // A fan signs up and votes with the keyboard: focus the first option, arrow to the next, submit.
    await signUpAndSignIn(page, `/en/participate/votings/${votingId}`);
    await skipIntro(page);
    const stale = await page.context().newPage();
    await stale.goto(`/en/participate/votings/${votingId}`);
    await expect(stale.getByTestId('voting-form')).toBeVisible();
    const form = page.getByTestId('voting-form');
    await expect(form.getByRole('group', { name: 'Choose one option' })).toBeVisible();
    await form.getByRole('radio', { name: 'Red' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.getByTestId('voting-submit')).toBeFocused();
    await page.keyboard.press('Enter');

    // The result: the fan's vote, Blue leading with all the votes, no form any more.
    await expect(page.getByTestId('voting-your-vote')).toHaveText('You voted: Blue');
    await expect(page.getByTestId('voting-form')).toHaveCount(0);
    const first = page.getByTestId('voting-option').first();
    await expect(first).toContainText('Blue');
    await expect(first.getByTestId('voting-option-figures')).toHaveText('100 % · 1 vote');
    await expect(first.getByRole('meter', { name: 'Blue' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('1 fan voted')).toBeVisible();

    // A second tab opened before the vote still shows the form: its ballot is refused with the
    // server's message, and the tab then shows the vote that counts.
    await stale.getByRole('radio', { name: 'Red' }).check();
    await stale.getByTestId('voting-submit').click();
    await expect(stale.getByRole('alert').filter({ hasText: 'You have already voted in this voting.' })).toBeVisible();
    await expect(stale.getByTestId('voting-your-vote')).toHaveText('You voted: Blue');
    await stale.close();

    // Reloading shows the same; a second ballot through the API is refused.
    await page.reload();
    await expect(page.getByTestId('voting-your-vote')).toHaveText('You voted: Blue');
    await expect(page.getByTestId('voting-form')).toHaveCount(0);
    const options = (
      (await (await page.request.get(`/v2/votings/${votingId}`)).json()) as {
        data: { attributes: { options: Array<{ id: string; value: string }> } };
      }
    ).data.attributes.options;
    const red = options.find((o) => o.value === 'Red')?.id ?? '';
    const again = await page.request.post(`/v2/votings/${votingId}/vote`, {
      headers: await bearer(page),
      data: { option_values: [{ option_id: red }] },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('ALREADY_VOTED');
    const after = (await (await page.request.get(`/v2/votings/${votingId}`)).json()) as {
      data: { attributes: { voters_count: number; votes_total: string } };
    };
    expect(after.data.attributes).toMatchObject({ voters_count: 1, votes_total: '1' });

    // The list shows the fan voted.
    await page.goto('/en/participate/votings/all');
    await expect(page.getByTestId('voting-card').filter({ hasText: title })).toContainText('you voted');

    // A comment on the voting; its deep link (votings/{votingId}/comments/{commentId}) scrolls to it.
    const comment = await page.request.post(`/v2/votings/${votingId}/comments`, {
      headers: await bearer(page),
      data: { comment: { body: '<p>Blue, always blue.</p>' } },
    });
    expect(comment.status()).toBe(201);
    const commentId = ((await comment.json()) as { data: { id: string } }).data.id;
    await page.goto(`/en/votings/${votingId}/comments/${commentId}`);
    await expect(page.getByTestId('voting-page')).toBeVisible();
    const linked = page.locator(`#comment-${commentId}`);
    await expect(linked).toBeInViewport();
    await expect(linked).toContainText('Blue, always blue.');

    // Closed by the admin: the results stay, "ended", still the fan's vote; a guest gets no form.
    expect((await page.request.post(`/v2/admin/votings/${votingId}/close`, { headers: admin })).status()).toBe(200);
    await page.goto(`/en/participate/votings/${votingId}`);
    await expect(page.getByTestId('voting-page').getByText('Ended', { exact: true })).toBeVisible();
    await expect(page.getByTestId('voting-your-vote')).toHaveText('You voted: Blue');
    const guest = await browser.newPage();
    await skipCookieConsent(guest);
    await guest.goto(`/en/participate/votings/${votingId}`);
    await expect(guest.getByTestId('voting-ended')).toHaveText('This voting has ended: it takes no more votes.');
    await expect(guest.getByTestId('voting-form')).toHaveCount(0);
    await expect(guest.getByTestId('voting-option').first()).toContainText('Blue');
    await guest.close();
  });
});
