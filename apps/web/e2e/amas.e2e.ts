import { expect, test } from '@playwright/test';
import { adminBearer, bearer, signedUpInNewContext, signUpAndSignIn, skipIntro } from './support/account.ts';
import { blockWorkerAndSkipConsent, publishedByAdmin, unique } from './support/spec.ts';

test.describe('AMA: sessions, questions and the host answers', () => {
  blockWorkerAndSkipConsent();

  test('a fan asks, the host answers in the browser, the fan sees the answer and is notified', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const admin = await adminBearer(browser);
    const slug = `e2e-ama-${unique()}`;

    // The host signs up; the admin names them host of a new session and publishes it.
    const host = await signedUpInNewContext(browser, '/en/', 'amahost');
    const hostMe = await host.page.request.get('/v2/user/show', { headers: await bearer(host.page) });
    expect(hostMe.status()).toBe(200);
    const hostId = ((await hostMe.json()) as { data: { id: string } }).data.id;
    await publishedByAdmin(page, admin, 'ama_sessions', {
      ama_session: {
        slug,
        title: { en: 'Ask the keeper', de: 'Frag den Torwart', it: 'Chiedi al portiere' },
        description: { en: '<p>Our keeper answers your questions.</p>' },
        host_user_id: hostId,
        ends_at: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      },
    });

    // The session is listed among the open ones, with its host.
    await page.goto('/en/participate/amas/all');
    await expect(page.getByTestId('ama-sessions-page')).toBeVisible();
    const card = page.getByTestId('ama-session-card').filter({ hasText: 'Ask the keeper' }).first();
    await expect(card).toContainText(host.account.displayName);
    await card.getByRole('link', { name: 'Ask the keeper' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ask the keeper' })).toBeVisible();
    await expect(page.getByTestId('ama-host')).toContainText(host.account.displayName);

    // A fan signs up and asks a question in the browser.
    await signUpAndSignIn(page, `/en/amas/${slug}`);
    await skipIntro(page);
    const form = page.getByTestId('ama-question-form');
    const title = `How do you prepare for penalties? ${unique()}`;
    await form.getByLabel('Your question', { exact: true }).fill(title);
    await form.getByRole('textbox', { name: 'Details (optional)' }).click();
    await page.keyboard.type('Asking for the whole south stand.');
    await form.getByTestId('ama-question-submit').click();
    const item = page.getByTestId('ama-question').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText('not answered yet');
    await item.getByTestId('ama-question-link').click();
    await expect(page.getByTestId('ama-question-page')).toBeVisible();
    await expect(page.getByTestId('ama-not-answered')).toBeVisible();
    await expect(page.getByTestId('ama-answer-form')).toHaveCount(0);
    const questionPath = new URL(page.url()).pathname;

    // The host finds it on the session page and answers it on the question page.
    await host.page.goto(`/en/amas/${slug}`);
    const hostItem = host.page.getByTestId('ama-question').filter({ hasText: title });
    await expect(hostItem).toBeVisible();
    await hostItem.getByTestId('ama-answer-link').click();
    await expect(host.page).toHaveURL(new RegExp(`${questionPath}$`));
    const answerForm = host.page.getByTestId('ama-answer-form');
    await answerForm.getByRole('textbox', { name: 'Your answer' }).click();
    await host.page.keyboard.type('I watch videos of every taker the night before.');
    await answerForm.getByTestId('ama-answer-submit').click();
    await expect(host.page.getByTestId('ama-answer')).toContainText('I watch videos of every taker the night before.');
    await expect(host.page.getByTestId('ama-answer-form')).toHaveCount(0);
    await host.context.close();

    // The fan sees the answer on the question, under the answers tab, and has a notification.
    await page.reload();
    const answer = page.getByTestId('ama-answer');
    await expect(answer).toContainText('I watch videos of every taker the night before.');
    await expect(answer).toContainText(`Answer from ${host.account.displayName}`);
    await page.getByTestId('back-link').click();
    await page.getByTestId('ama-tab-answers').click();
    await expect(page).toHaveURL(new RegExp(`/en/amas/${slug}/answers$`));
    await expect(page.getByTestId('ama-question').filter({ hasText: title }).getByTestId('ama-answer')).toBeVisible();
    const inbox = await page.request.get('/v2/notifications', { headers: await bearer(page) });
    expect(inbox.status()).toBe(200);
    const kinds = ((await inbox.json()) as { data: Array<{ attributes: { key: string } }> }).data.map(
      (n) => n.attributes.key,
    );
    expect(kinds).toContain('ama_question.answered');

    // A comment on the question; its deep link scrolls to it.
    const questionId = questionPath.split('/').pop() ?? '';
    const comment = await page.request.post(`/v2/ama_sessions/${slug}/ama_questions/${questionId}/comments`, {
      headers: await bearer(page),
      data: { comment: { body: '<p>Thanks, coach!</p>' } },
    });
    expect(comment.status()).toBe(201);
    const commentId = ((await comment.json()) as { data: { id: string } }).data.id;
    await page.goto(`${questionPath}/comments/${commentId}`);
    await expect(page.getByTestId('ama-question-page')).toBeVisible();
    const linked = page.locator(`#comment-${commentId}`);
    await expect(linked).toBeInViewport();
    await expect(linked).toContainText('Thanks, coach!');
  });

  test('a closed session shows "closed" and no form', async ({ page, browser }) => {
    const admin = await adminBearer(browser);
    const slug = `e2e-ama-closed-${unique()}`;
    await publishedByAdmin(page, admin, 'ama_sessions', {
      ama_session: {
        slug,
        title: { en: 'Past AMA' },
        ends_at: new Date(Date.now() - 24 * 3600 * 1000).toISOString(),
      },
    });
    await page.goto(`/en/amas/${slug}`);
    await expect(page.getByTestId('ama-session-state')).toHaveText('Closed');
    await expect(page.getByTestId('ama-session-closed')).toBeVisible();
    await expect(page.getByTestId('ama-question-form')).toHaveCount(0);
    await expect(page.getByTestId('ama-questions-empty')).toBeVisible();
    await page.getByTestId('back-link').click();
    await expect(page.getByTestId('ama-sessions-page')).toBeVisible();
  });
});
