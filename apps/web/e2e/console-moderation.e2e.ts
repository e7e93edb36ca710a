import { expect, test, type Page } from '@playwright/test';
import { bearer, giveRole, signedUpInNewContext } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { blockWorkerAndSkipConsent, fitsWidth, unique } from './support/spec.ts';

// Moderation from the console (docs/CONSOLE.md "Moderation"): a fan reports a comment; a
// moderator hides it from the review queue with a reason; it disappears for the reporter while its
// author still sees it with the reason; the author asks for a review; the moderator clears it and
// the reporter sees it again.
blockWorkerAndSkipConsent();

const PAGE = '/en/p/tos-token/';

/** The comments of the page, newest first, as a person sees them. */
async function openComments(page: Page): Promise<void> {
  await page.goto(PAGE);
  const section = page.getByTestId('comments-section');
  await section.getByRole('button', { name: 'Recent' }).click();
  await expect(section.getByRole('button', { name: 'Recent' })).toHaveAttribute('aria-pressed', 'true');
}

test('a moderator hides a reported comment from the queue, the author asks for a review, the moderator clears it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const text = `Offside again ${unique()}`;
  const author = await signedUpInNewContext(browser, PAGE, 'mod-author');
  const reporter = await signedUpInNewContext(browser, PAGE, 'mod-reporter');
  const moderator = await signedUpInNewContext(browser, '/en/', 'mod-moderator');

  // The author comments, the reporter reports it (the API the report dialog sends).
  const posted = await author.page.request.post('/v2/static_pages/tos-token/comments', {
    headers: await bearer(author.page),
    data: { comment: { body: `<p>${text}</p>` } },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const commentId = ((await posted.json()) as { data: { id: string } }).data.id;
  const types = (await (await reporter.page.request.get('/v2/ugc_report_types')).json()) as { data: { id: string }[] };
  const reported = await reporter.page.request.post('/v2/ugc_reports', {
    headers: await bearer(reporter.page),
    data: {
      ugc_report: {
        reportable_type: 'comment',
        reportable_id: commentId,
        ugc_report_type_id: types.data[0]!.id,
        reason: 'Rude to the referee',
      },
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  // The admin makes the third fan a moderator.
  await giveRole(moderator.page, browser, 'moderator');

  // The queue, on a phone as on match day: the comment with its report's reason.
  const mod = moderator.page;
  await mod.setViewportSize({ width: 390, height: 844 });
  await mod.goto('/en/admin/moderation');
  await expect(mod.getByTestId('console-moderation')).toBeVisible();
  await mod.getByTestId('moderation-search').fill(text);
  const row = mod.getByTestId('moderation-queue-row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Rude to the referee');
  await expect(row.getByTestId('moderation-status')).toHaveText('Reported');
  expect(await fitsWidth(mod)).toBe(true);
  expect(await axeViolations(mod)).toEqual([]);
  await mod.getByTestId('moderation-sort').selectOption('most_reported');
  await expect(row).toHaveCount(1);

  // Hidden with a reason, asked first.
  await row.getByRole('button', { name: 'Hide' }).click();
  const dialog = mod.getByRole('alertdialog');
  await expect(dialog).toContainText('Hide this item?');
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Insults are not welcome here');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(dialog).toHaveCount(0);
  // Hidden is not an open case: the default filter no longer lists it; the hidden filter does.
  await mod.getByTestId('moderation-filter-status').selectOption('hidden');
  await expect(row.getByTestId('moderation-status')).toHaveText('Hidden');

  // Gone for the reporter; the author sees it with the reason and asks for a review, once.
  await openComments(reporter.page);
  await expect(reporter.page.getByTestId('comments-section')).not.toContainText(text);
  await openComments(author.page);
  const mine = author.page.getByTestId('comment').filter({ hasText: text });
  await expect(mine.getByTestId('comment-moderation')).toContainText('Hidden by the moderators');
  await expect(mine.getByTestId('comment-moderation')).toContainText('Insults are not welcome here');
  await mine.getByTestId('comment-request-review').click();
  await expect(mine.getByTestId('comment-moderation')).toHaveAttribute('data-status', 'review_requested');
  await expect(mine.getByTestId('comment-request-review')).toHaveCount(0);
  expect(await axeViolations(author.page, '[data-testid="comments-section"]')).toEqual([]);

  // The moderator finds the request and clears the comment; the reporter sees it again.
  await mod.getByTestId('moderation-filter-status').selectOption('review_requested');
  await expect(row.getByTestId('moderation-status')).toHaveText('Review requested');
  await row.getByRole('button', { name: 'Clear' }).click();
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Harsh, but within the rules');
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(dialog).toHaveCount(0);
  await openComments(reporter.page);
  await expect(reporter.page.getByTestId('comment').filter({ hasText: text })).toBeVisible();

  // The public moderation log tells what was decided, without names.
  const log = (await (await page.request.get('/v2/moderation_log')).json()) as {
    data: { attributes: { outcome: string; reason: string | null } }[];
  };
  expect(log.data.some((e) => e.attributes.reason === 'Insults are not welcome here')).toBe(true);
  for (const p of [author, reporter, moderator]) await p.context.close();
});
