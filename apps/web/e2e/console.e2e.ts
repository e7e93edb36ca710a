import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { giveRole, personInNewContext, signInAsAdmin, signUpAndSignIn, skipIntro } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { blockWorkerAndSkipConsent, fitsWidth, unique } from './support/spec.ts';

// The operator console (docs/CONSOLE.md): a fan gets the not-found page; an admin opens the
// members screen, makes the fan a moderator with a reason (asked first), and the audit log shows
// it; the moderator then sees exactly their sections, and the admins' ones answer as missing pages.
// A fan's first view carries none of the console's code.
blockWorkerAndSkipConsent();

const notFound = (page: Page) => page.getByRole('heading', { name: 'Page not found' });

test.describe('the operator console', () => {
  // Each test signs people up (the identity's password hashing) on a shared machine.
  test.describe.configure({ timeout: 180_000 });
  test('a fan gets the not-found page and a first view without console code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    await signUpAndSignIn(page, '/en/', 'console-fan');
    await skipIntro(page);
    await page.goto('/en/');
    await expect(page.locator('#main')).toBeVisible();
    // The built chunks a fan's first view loads hold no console module.
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      expect(url).not.toMatch(/Console|MembersScreen|AuditScreen/);
      const body = await (await page.request.get(url)).text();
      expect(body, url).not.toContain('console-members');
    }
    for (const path of ['/en/admin', '/en/admin/members', '/en/admin/audit']) {
      await page.goto(path);
      await expect(notFound(page)).toBeVisible();
      await expect(page.getByTestId('console')).toHaveCount(0);
    }
  });

  test('an admin gives a role from the members screen; the audit log and the moderator console show it', async ({
    page,
    browser,
  }) => {
    // The fan who becomes a moderator, in a context of their own.
    const { context: fanContext, page: fanPage } = await personInNewContext(browser);
    const fan = await signUpAndSignIn(fanPage, '/en/', 'console-mod');
    await skipIntro(fanPage);

    await signInAsAdmin(page, '/en/admin');
    await expect(page.getByTestId('console-home')).toBeVisible();
    await expect(page.getByTestId('console-role')).toHaveText('Admin');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('console-nav-members').click();
    await expect(page).toHaveURL(/\/en\/admin\/members$/);
    await page.getByTestId('members-search').fill(fan.email);
    await expect(page).toHaveURL(/search=/);
    const row = page.getByTestId('members-list-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(fan.displayName);
    expect(await axeViolations(page)).toEqual([]);

    // Asked first: cancelling changes nothing; confirming with a reason makes them a moderator.
    await row.getByRole('button', { name: 'Make Moderator' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Make ${fan.displayName} Moderator?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Fan');
    await row.getByRole('button', { name: 'Make Moderator' }).click();
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Match day help');
    await dialog.getByRole('button', { name: 'Make Moderator' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Moderator');

    // The audit log names who did it, what, before and after, and why.
    await page.getByTestId('console-nav-audit').click();
    // The demo seed and the other tests write entries too: the one of this change, by its reason.
    await page.getByTestId('audit-search').fill('user.role');
    await expect(page).toHaveURL(/search=user.role/);
    const entry = page.getByTestId('audit-list-row').filter({ hasText: 'Match day help' });
    await expect(entry).toContainText('user.role');
    await expect(entry).toContainText('member → moderator');
    await expect(entry).toContainText('Reason: Match day help');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('audit-order').selectOption('asc');
    await expect(page).toHaveURL(/direction=asc/);

    // The moderator's console: members, not the audit log; the admins' routes are missing pages.
    await fanPage.goto('/en/admin');
    await expect(fanPage.getByTestId('console-role')).toHaveText('Moderator');
    await expect(fanPage.getByTestId('console-nav-members')).toBeVisible();
    await expect(fanPage.getByTestId('console-nav-audit')).toHaveCount(0);
    await fanPage.goto('/en/admin/audit');
    await expect(notFound(fanPage)).toBeVisible();

    // On a phone: the sections behind the menu button, the list as cards, nothing sideways.
    await fanPage.setViewportSize({ width: 390, height: 844 });
    await fanPage.goto('/en/admin/members');
    await expect(fanPage.getByTestId('console-members')).toBeVisible();
    await expect(fanPage.getByTestId('console-nav-members')).toBeHidden();
    await fanPage.getByRole('button', { name: 'Sections' }).click();
    await expect(fanPage.getByTestId('console-nav-members')).toBeVisible();
    await expect(fanPage.getByTestId('members-list-row').first()).toBeVisible();
    expect(await fitsWidth(fanPage)).toBe(true);
    expect(await axeViolations(fanPage)).toEqual([]);
    await fanContext.close();
  });

  test('an editor writes a video content, uploads it with its progress and publishes it for fans', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    // A 4 s clip of about a megabyte, made by ffmpeg for this run.
    const clip = test.info().outputPath('clip.mp4');
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x360:rate=25:duration=4',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=4',
      '-c:v',
      'libx264',
      '-b:v',
      '2M',
      '-pix_fmt',
      'yuv420p',
      '-y',
      clip,
    ]);
    await signUpAndSignIn(page, '/en/', 'console-editor');
    await skipIntro(page);
    await giveRole(page, browser, 'editor');

    await page.goto('/en/admin');
    await expect(page.getByTestId('console-role')).toHaveText('Editor');
    await expect(page.getByTestId('console-nav-members')).toHaveCount(0);
    await page.getByTestId('console-nav-content').click();
    await expect(page.getByTestId('console-contents')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('content-new').click();

    // The server's refusal at its field first: a slug that is not one.
    const slug = `match-video-${unique()}`;
    await page.getByTestId('content-type').selectOption('video');
    await page.getByTestId('content-slug').fill('Not A Slug!');
    await page.getByTestId('content-title-en').fill('Match video');
    await page.getByTestId('content-save').click();
    await expect(page.getByTestId('content-form-error')).toBeVisible();
    await expect(page.getByTestId('content-slug')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('content-slug').fill(slug);
    await page.getByTestId('content-title-de').fill('Spielvideo');

    // The upload shows its progress on a slow line, then the processing state until it is ready.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await page.getByTestId('content-medium-file').setInputFiles(clip);
    await expect(page.getByTestId('content-upload-progress')).toBeVisible();
    await expect(page.getByTestId('content-medium-status')).toBeVisible({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByTestId('content-medium-status')).toHaveAttribute('data-status', 'ready', {
      timeout: 150_000,
    });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('content-save').click();
    await expect(page).toHaveURL(/\/en\/admin\/content\/edit\/\d+$/);
    await expect(page.getByTestId('content-state')).toHaveText('Draft');

    // Not yet for fans; published, it is.
    const fan = await personInNewContext(browser);
    const draft = await fan.page.request.get(`/v2/contents/${slug}`);
    expect(draft.status()).toBe(404);
    await page.getByTestId('content-publish').click();
    await expect(page.getByTestId('content-state')).toHaveText('Published');
    await fan.page.goto(`/en/contents/${slug}`);
    await expect(fan.page.getByRole('heading', { name: 'Match video' })).toBeVisible();
    await fan.context.close();
    // Unpublished again: the home page's newest content stays the one other tests expect.
    await page.getByTestId('content-unpublish').click();
    await expect(page.getByTestId('content-state')).toHaveText('Draft');
    expect((await page.request.get(`/v2/contents/${slug}`)).status()).toBe(404);
  });

  test('an editor schedules a voting and an event in the participation section; fans see them once published', async ({
    page,
    browser,
  }) => {
    await signUpAndSignIn(page, '/en/', 'console-editor');
    await skipIntro(page);
    await giveRole(page, browser, 'editor');

    await page.goto('/en/admin/participation');
    await expect(page.getByTestId('console-participation')).toBeVisible();
    await expect(page.getByTestId('participation-tab-votings')).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(page)).toEqual([]);

    // A voting: two options are needed; the form says so at the field before sending.
    const voting = `derby-vote-${unique()}`;
    await page.getByTestId('participation-new').click();
    await page.getByTestId('participation-slug').fill(voting);
    await page.getByTestId('participation-title-en').fill('Player of the derby');
    await page.getByTestId('participation-ends_at').fill('2031-05-01T18:00');
    await page.getByTestId('participation-option-0-en').fill('Keeper');
    await page.getByTestId('participation-save').click();
    await expect(page.getByTestId('participation-options')).toContainText('Please fill this in.');
    await page.getByTestId('participation-option-1-en').fill('Striker');
    await page.getByTestId('participation-save').click();
    await expect(page).toHaveURL(/\/en\/admin\/participation\/votings\/\d+$/);
    const votingId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Votings' }).click();
    const row = page.getByTestId('participation-list-row').filter({ hasText: 'Player of the derby' });
    await expect(row).toContainText('Draft');
    await row.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
    await expect(row).toContainText('Open');

    // An event with its places; the server's refusal of a taken slug shows at the field.
    await page.getByTestId('participation-tab-events').click();
    await page.getByTestId('participation-new').click();
    const event = `fan-day-${unique()}`;
    await page.getByTestId('participation-slug').fill(event);
    await page.getByTestId('participation-title-en').fill('Fan day');
    await page.getByTestId('participation-starts_at').fill('2031-06-01T10:00');
    await page.getByTestId('participation-capacity').fill('2');
    await page.getByTestId('participation-save').click();
    await expect(page).toHaveURL(/\/en\/admin\/participation\/events\/\d+$/);
    await page.getByTestId('participation-tab-events').click();
    await page.getByTestId('participation-new').click();
    await page.getByTestId('participation-slug').fill(event);
    await page.getByTestId('participation-title-en').fill('Fan day again');
    await page.getByTestId('participation-starts_at').fill('2031-06-02T10:00');
    await page.getByTestId('participation-save').click();
    await expect(page.getByTestId('participation-slug')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('participation-tab-events').click();
    const eventRow = page.getByTestId('participation-list-row').filter({ hasText: 'Fan day' });
    await eventRow.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
    await expect(eventRow).toContainText('Open');

    const fan = await personInNewContext(browser);
    await fan.page.goto(`/en/participate/votings/${votingId}`);
    await expect(fan.page.getByRole('heading', { name: 'Player of the derby' })).toBeVisible();
    await fan.page.goto(`/en/events/${event}`);
    await expect(fan.page.getByRole('heading', { name: 'Fan day' })).toBeVisible();
    await fan.context.close();
  });
});
