import { parseEventLogs, type Address } from 'viem';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communityActionsAbi, communityTokenAbi, toUnits } from '../src/index.ts';
import { expectRevert, startChain, type Chain } from './chain.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
beforeEach(async () => {
  await chain.reset();
  const { token, accounts, addresses, mined } = chain;
  // The fan holds 100 tokens and made CommunityActions an operator; the admin wallet is one too.
  await mined(token.write.mint([accounts.fan, toUnits('100')], { account: accounts.admin }));
  await mined(token.write.authorizeOperator([addresses.actions], { account: accounts.fan }));
  await mined(token.write.authorizeOperator([accounts.admin], { account: accounts.fan }));
});

const balance = (holder: Address) => chain.token.read.balanceOf([holder]);

type ActionEvent = Parameters<typeof parseEventLogs<typeof communityActionsAbi>>[0]['eventName'];
const actionEvents = (logs: Parameters<typeof parseEventLogs>[0]['logs'], eventName: ActionEvent) =>
  parseEventLogs({ abi: communityActionsAbi, logs, eventName });

describe('CommunityActions', () => {
  describe('roles', () => {
    it('sets the treasury only as admin, never to zero', async () => {
      const { actions, accounts, mined } = chain;
      const adminRole = await actions.read.DEFAULT_ADMIN_ROLE();
      await expectRevert(
        actions.simulate.setTreasury([accounts.outsider], { account: accounts.outsider }),
        'AccessControlUnauthorizedAccount',
        [accounts.outsider, adminRole],
      );
      await expectRevert(
        actions.simulate.setTreasury(['0x0000000000000000000000000000000000000000'], { account: accounts.admin }),
        'ZeroAddress',
      );
      const changed = await mined(actions.write.setTreasury([accounts.otherFan], { account: accounts.admin }));
      expect(actionEvents(changed.logs, 'TreasuryChanged')).toEqual([
        expect.objectContaining({
          args: { previousTreasury: accounts.treasury, newTreasury: accounts.otherFan },
        }),
      ]);
      expect(await actions.read.treasury()).toBe(accounts.otherFan);
    });

    it('pauses and unpauses only as pauser', async () => {
      const { actions, accounts, mined } = chain;
      const pauser = await actions.read.PAUSER_ROLE();
      await expectRevert(actions.simulate.pause({ account: accounts.outsider }), 'AccessControlUnauthorizedAccount', [
        accounts.outsider,
        pauser,
      ]);
      await mined(actions.write.grantRole([pauser, accounts.outsider], { account: accounts.admin }));
      await mined(actions.write.pause({ account: accounts.outsider }));
      expect(await actions.read.paused()).toBe(true);
      await mined(actions.write.revokeRole([pauser, accounts.outsider], { account: accounts.admin }));
      await expectRevert(actions.simulate.unpause({ account: accounts.outsider }), 'AccessControlUnauthorizedAccount', [
        accounts.outsider,
        pauser,
      ]);
      await mined(actions.write.unpause({ account: accounts.admin }));
      expect(await actions.read.paused()).toBe(false);
    });
  });

  describe('boosts', () => {
    const boosts = [
      { kind: 'Comment', event: 'CommentBoosted', idField: 'commentId' },
      { kind: 'Content', event: 'ContentBoosted', idField: 'contentId' },
      { kind: 'Idea', event: 'IdeaBoosted', idField: 'ideaId' },
      { kind: 'AmaQuestion', event: 'AmaQuestionBoosted', idField: 'amaQuestionId' },
      { kind: 'GroupPost', event: 'GroupPostBoosted', idField: 'groupPostId' },
      { kind: 'FeedPost', event: 'FeedPostBoosted', idField: 'feedPostId' },
    ] as const;

    for (const { kind, event, idField } of boosts) {
      it(`boost${kind}: pays the treasury and emits ${event}, directly or relayed by an operator`, async () => {
        const { actions, accounts, addresses, mined } = chain;
        const itemId = 9_007_199_254_740_993n; // a server bigint id beyond 2^53
        const direct = `boost${kind}` as const;
        const relayed = `boost${kind}For` as const;

        const receipt = await mined(actions.write[direct]([itemId, toUnits('2.5')], { account: accounts.fan }));
        expect(actionEvents(receipt.logs, event)).toEqual([
          expect.objectContaining({ args: { booster: accounts.fan, [idField]: itemId, amount: 250_000_000n } }),
        ]);
        // The tokens moved through the operator model: Sent with CommunityActions as the operator.
        expect(parseEventLogs({ abi: communityTokenAbi, logs: receipt.logs, eventName: 'Sent' })).toEqual([
          expect.objectContaining({
            args: expect.objectContaining({ operator: addresses.actions, from: accounts.fan, to: accounts.treasury }),
          }),
        ]);
        expect(await balance(accounts.treasury)).toBe(toUnits('2.5'));

        const relay = await mined(actions.write[relayed]([accounts.fan, itemId, 1n], { account: accounts.admin }));
        expect(actionEvents(relay.logs, event)).toEqual([
          expect.objectContaining({ args: { booster: accounts.fan, [idField]: itemId, amount: 1n } }),
        ]);
        expect(await balance(accounts.fan)).toBe(toUnits('97.5') - 1n);

        await expectRevert(
          actions.simulate[relayed]([accounts.fan, itemId, 1n], { account: accounts.outsider }),
          'NotOperator',
          [accounts.outsider, accounts.fan],
        );
        await expectRevert(actions.simulate[direct]([itemId, 0n], { account: accounts.fan }), 'ZeroAmount');
      });
    }

    it('needs CommunityActions to be an operator of the fan', async () => {
      const { actions, token, accounts, addresses, mined } = chain;
      await mined(token.write.revokeOperator([addresses.actions], { account: accounts.fan }));
      // The token's NotOperator(actions, fan) surfaces through the call.
      await expectRevert(actions.simulate.boostComment([1n, 1n], { account: accounts.fan }), 'NotOperator', [
        addresses.actions,
        accounts.fan,
      ]);
      await expectRevert(
        actions.simulate.boostCommentFor([accounts.fan, 1n, 1n], { account: accounts.admin }),
        'NotOperator',
        [addresses.actions, accounts.fan],
      );
    });

    it('cannot spend more than the balance', async () => {
      const { actions, accounts } = chain;
      await expectRevert(
        actions.simulate.boostIdea([1n, toUnits('100.00000001')], { account: accounts.fan }),
        'ERC20InsufficientBalance',
      );
    });
  });

  describe('content unlocks', () => {
    it('pays the price to the treasury once per fan and content', async () => {
      const { actions, accounts, mined } = chain;
      expect(await actions.read.hasUnlocked([42n, accounts.fan])).toBe(false);
      const receipt = await mined(actions.write.unlockContent([42n, toUnits('3')], { account: accounts.fan }));
      expect(actionEvents(receipt.logs, 'ContentUnlocked')).toEqual([
        expect.objectContaining({
          args: { buyer: accounts.fan, contentId: 42n, price: toUnits('3'), treasury: accounts.treasury },
        }),
      ]);
      expect(await balance(accounts.treasury)).toBe(toUnits('3'));
      expect(await balance(accounts.fan)).toBe(toUnits('97'));
      expect(await actions.read.hasUnlocked([42n, accounts.fan])).toBe(true);

      await expectRevert(
        actions.simulate.unlockContent([42n, toUnits('3')], { account: accounts.fan }),
        'AlreadyUnlocked',
        [42n, accounts.fan],
      );
      await expectRevert(
        actions.simulate.unlockContentFor([accounts.fan, 42n, 1n], { account: accounts.admin }),
        'AlreadyUnlocked',
      );
    });

    it('follows a treasury change and can be relayed by an operator', async () => {
      const { actions, accounts, mined } = chain;
      await mined(actions.write.setTreasury([accounts.outsider], { account: accounts.admin }));
      await expectRevert(
        actions.simulate.unlockContentFor([accounts.fan, 7n, 5n], { account: accounts.otherFan }),
        'NotOperator',
        [accounts.otherFan, accounts.fan],
      );
      const receipt = await mined(actions.write.unlockContentFor([accounts.fan, 7n, 5n], { account: accounts.admin }));
      expect(actionEvents(receipt.logs, 'ContentUnlocked')).toEqual([
        expect.objectContaining({
          args: { buyer: accounts.fan, contentId: 7n, price: 5n, treasury: accounts.outsider },
        }),
      ]);
      expect(await balance(accounts.outsider)).toBe(5n);
      expect(await balance(accounts.treasury)).toBe(0n);
      await expectRevert(actions.simulate.unlockContent([8n, 0n], { account: accounts.fan }), 'ZeroAmount');
    });
  });

  describe('token votes', () => {
    it('locks the deposit until unlocksAt, then returns it to the voter once', async () => {
      const { actions, accounts, addresses, mined, now, travel } = chain;
      const unlocksAt = (await now()) + 3600n;
      const { result: depositId } = await actions.simulate.vote([5n, 2n, toUnits('10'), toUnits('4'), unlocksAt], {
        account: accounts.fan,
      });
      expect(depositId).toBe(1n);
      const receipt = await mined(
        actions.write.vote([5n, 2n, toUnits('10'), toUnits('4'), unlocksAt], { account: accounts.fan }),
      );
      expect(actionEvents(receipt.logs, 'Voted')).toEqual([
        expect.objectContaining({
          args: {
            voter: accounts.fan,
            votingId: 5n,
            optionId: 2n,
            amount: toUnits('10'),
            lockedAmount: toUnits('4'),
            unlocksAt,
            depositId: 1n,
          },
        }),
      ]);
      expect(await balance(addresses.actions)).toBe(toUnits('4'));
      expect(await balance(accounts.treasury)).toBe(toUnits('6'));
      expect(await balance(accounts.fan)).toBe(toUnits('90'));
      expect(await actions.read.depositOf([1n])).toEqual({
        voter: accounts.fan,
        unlocksAt,
        withdrawn: false,
        amount: toUnits('4'),
      });

      await expectRevert(actions.simulate.withdraw([1n], { account: accounts.fan }), 'DepositLocked', [1n, unlocksAt]);
      await travel(1800);
      await expectRevert(actions.simulate.withdraw([1n], { account: accounts.fan }), 'DepositLocked');
      await travel(1800);
      await expectRevert(actions.simulate.withdraw([1n], { account: accounts.outsider }), 'NotOperator', [
        accounts.outsider,
        accounts.fan,
      ]);
      const withdrawn = await mined(actions.write.withdraw([1n], { account: accounts.fan }));
      expect(actionEvents(withdrawn.logs, 'DepositWithdrawn')).toEqual([
        expect.objectContaining({ args: { depositId: 1n, voter: accounts.fan, amount: toUnits('4') } }),
      ]);
      expect(await balance(accounts.fan)).toBe(toUnits('94'));
      expect(await balance(addresses.actions)).toBe(0n);
      expect((await actions.read.depositOf([1n])).withdrawn).toBe(true);

      await expectRevert(actions.simulate.withdraw([1n], { account: accounts.fan }), 'DepositAlreadyWithdrawn', [1n]);
      await expectRevert(actions.simulate.withdraw([2n], { account: accounts.fan }), 'UnknownDeposit', [2n]);
    });

    it('an operator relays a vote and its withdrawal, always back to the voter', async () => {
      const { actions, accounts, mined, now, travel } = chain;
      const unlocksAt = (await now()) + 60n;
      await mined(actions.write.voteFor([accounts.fan, 1n, 1n, 300n, 300n, unlocksAt], { account: accounts.admin }));
      expect(await balance(accounts.treasury)).toBe(0n);
      await expectRevert(
        actions.simulate.voteFor([accounts.fan, 1n, 1n, 1n, 0n, 0n], { account: accounts.outsider }),
        'NotOperator',
      );
      await travel(61);
      await mined(actions.write.withdraw([1n], { account: accounts.admin }));
      expect(await balance(accounts.fan)).toBe(toUnits('100'));
      expect(await balance(accounts.admin)).toBe(0n);
    });

    it('a vote without a deposit pays the treasury and makes no deposit', async () => {
      const { actions, accounts, mined } = chain;
      const receipt = await mined(actions.write.vote([3n, 4n, 50n, 0n, 0n], { account: accounts.fan }));
      expect(actionEvents(receipt.logs, 'Voted')[0]?.args).toMatchObject({
        amount: 50n,
        lockedAmount: 0n,
        depositId: 0n,
      });
      expect(await balance(accounts.treasury)).toBe(50n);
      expect(await actions.read.depositCount()).toBe(0n);
    });

    it('refuses inconsistent votes', async () => {
      const { actions, accounts, now } = chain;
      const later = (await now()) + 100n;
      await expectRevert(actions.simulate.vote([1n, 1n, 0n, 0n, later], { account: accounts.fan }), 'ZeroAmount');
      await expectRevert(
        actions.simulate.vote([1n, 1n, 10n, 11n, later], { account: accounts.fan }),
        'LockedExceedsAmount',
        [10n, 11n],
      );
      const past = (await now()) - 1n;
      await expectRevert(actions.simulate.vote([1n, 1n, 10n, 5n, past], { account: accounts.fan }), 'UnlockInPast', [
        past,
      ]);
    });
  });

  it('refuses every action while paused, and while the token is paused', async () => {
    const { actions, token, accounts, mined, now, travel } = chain;
    const unlocksAt = (await now()) + 10n;
    await mined(actions.write.vote([1n, 1n, 10n, 10n, unlocksAt], { account: accounts.fan }));
    await travel(11);

    const attempts: (() => Promise<unknown>)[] = [
      () => actions.simulate.boostComment([1n, 1n], { account: accounts.fan }),
      () => actions.simulate.boostContentFor([accounts.fan, 1n, 1n], { account: accounts.admin }),
      () => actions.simulate.boostIdea([1n, 1n], { account: accounts.fan }),
      () => actions.simulate.boostAmaQuestion([1n, 1n], { account: accounts.fan }),
      () => actions.simulate.boostGroupPost([1n, 1n], { account: accounts.fan }),
      () => actions.simulate.boostFeedPost([1n, 1n], { account: accounts.fan }),
      () => actions.simulate.unlockContent([1n, 1n], { account: accounts.fan }),
      () => actions.simulate.vote([1n, 1n, 1n, 0n, 0n], { account: accounts.fan }),
      () => actions.simulate.withdraw([1n], { account: accounts.fan }),
    ];
    await mined(actions.write.pause({ account: accounts.admin }));
    for (const attempt of attempts) await expectRevert(attempt(), 'EnforcedPause');
    await mined(actions.write.unpause({ account: accounts.admin }));

    await mined(token.write.pause({ account: accounts.admin }));
    for (const attempt of attempts) await expectRevert(attempt(), 'EnforcedPause');
    await mined(token.write.unpause({ account: accounts.admin }));

    await mined(actions.write.withdraw([1n], { account: accounts.fan }));
    expect(await balance(accounts.fan)).toBe(toUnits('100'));
  });
});
