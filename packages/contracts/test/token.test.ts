import { parseEventLogs, toHex } from 'viem';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communityTokenAbi, toUnits } from '../src/index.ts';
import { expectRevert, startChain, type Chain } from './chain.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
beforeEach(async () => {
  await chain.reset();
});

const events = (logs: Parameters<typeof parseEventLogs>[0]['logs'], eventName: 'Sent' | 'Transfer') =>
  parseEventLogs({ abi: communityTokenAbi, logs, eventName });

describe('CommunityToken', () => {
  it('has 8 decimals, its name and symbol', async () => {
    expect(await chain.token.read.decimals()).toBe(8);
    expect(await chain.token.read.name()).toBe('Community Token');
    expect(await chain.token.read.symbol()).toBe('FAN');
  });

  describe('roles', () => {
    it('mints only with MINTER_ROLE', async () => {
      const { token, accounts, mined } = chain;
      const minter = await token.read.MINTER_ROLE();
      await expectRevert(
        token.simulate.mint([accounts.fan, 1n], { account: accounts.outsider }),
        'AccessControlUnauthorizedAccount',
        [accounts.outsider, minter],
      );
      await mined(token.write.mint([accounts.fan, toUnits('10')], { account: accounts.admin }));
      expect(await token.read.balanceOf([accounts.fan])).toBe(1_000_000_000n);
      expect(await token.read.totalSupply()).toBe(1_000_000_000n);

      await mined(token.write.grantRole([minter, accounts.outsider], { account: accounts.admin }));
      await mined(token.write.mint([accounts.fan, 5n], { account: accounts.outsider }));
      expect(await token.read.balanceOf([accounts.fan])).toBe(1_000_000_005n);
    });

    it('pauses and unpauses only with PAUSER_ROLE', async () => {
      const { token, accounts, mined } = chain;
      const pauser = await token.read.PAUSER_ROLE();
      await expectRevert(token.simulate.pause({ account: accounts.outsider }), 'AccessControlUnauthorizedAccount', [
        accounts.outsider,
        pauser,
      ]);
      await mined(token.write.pause({ account: accounts.admin }));
      expect(await token.read.paused()).toBe(true);
      await expectRevert(token.simulate.unpause({ account: accounts.outsider }), 'AccessControlUnauthorizedAccount', [
        accounts.outsider,
        pauser,
      ]);
      await mined(token.write.unpause({ account: accounts.admin }));
      expect(await token.read.paused()).toBe(false);
    });

    it('grants and revokes roles only with DEFAULT_ADMIN_ROLE', async () => {
      const { token, accounts, mined } = chain;
      const [adminRole, minter] = [await token.read.DEFAULT_ADMIN_ROLE(), await token.read.MINTER_ROLE()];
      await expectRevert(
        token.simulate.grantRole([minter, accounts.outsider], { account: accounts.outsider }),
        'AccessControlUnauthorizedAccount',
        [accounts.outsider, adminRole],
      );
      await mined(token.write.grantRole([minter, accounts.outsider], { account: accounts.admin }));
      expect(await token.read.hasRole([minter, accounts.outsider])).toBe(true);
      await mined(token.write.revokeRole([minter, accounts.outsider], { account: accounts.admin }));
      await expectRevert(
        token.simulate.mint([accounts.fan, 1n], { account: accounts.outsider }),
        'AccessControlUnauthorizedAccount',
      );
    });
  });

  it('moves no tokens while paused, but still takes operator changes', async () => {
    const { token, accounts, mined } = chain;
    await mined(token.write.mint([accounts.fan, 100n], { account: accounts.admin }));
    await mined(token.write.pause({ account: accounts.admin }));

    await expectRevert(token.simulate.transfer([accounts.otherFan, 1n], { account: accounts.fan }), 'EnforcedPause');
    await expectRevert(token.simulate.mint([accounts.fan, 1n], { account: accounts.admin }), 'EnforcedPause');
    await mined(token.write.authorizeOperator([accounts.admin], { account: accounts.fan }));
    await expectRevert(
      token.simulate.operatorSend([accounts.fan, accounts.otherFan, 1n, '0x', '0x'], { account: accounts.admin }),
      'EnforcedPause',
    );
    await mined(token.write.approve([accounts.otherFan, 10n], { account: accounts.fan }));
    await expectRevert(
      token.simulate.transferFrom([accounts.fan, accounts.otherFan, 1n], { account: accounts.otherFan }),
      'EnforcedPause',
    );

    await mined(token.write.unpause({ account: accounts.admin }));
    await mined(token.write.transfer([accounts.otherFan, 1n], { account: accounts.fan }));
    expect(await token.read.balanceOf([accounts.otherFan])).toBe(1n);
  });

  describe('operators', () => {
    it('a holder is its own operator and cannot authorize or revoke itself', async () => {
      const { token, accounts } = chain;
      expect(await token.read.isOperatorFor([accounts.fan, accounts.fan])).toBe(true);
      expect(await token.read.isOperatorFor([accounts.admin, accounts.fan])).toBe(false);
      await expectRevert(token.simulate.authorizeOperator([accounts.fan], { account: accounts.fan }), 'SelfOperator');
      await expectRevert(token.simulate.revokeOperator([accounts.fan], { account: accounts.fan }), 'SelfOperator');
    });

    it('grants, sends with data, and revokes', async () => {
      const { token, accounts, mined } = chain;
      await mined(token.write.mint([accounts.fan, toUnits('5')], { account: accounts.admin }));

      await expectRevert(
        token.simulate.operatorSend([accounts.fan, accounts.otherFan, 1n, '0x', '0x'], { account: accounts.admin }),
        'NotOperator',
        [accounts.admin, accounts.fan],
      );

      const granted = await mined(token.write.authorizeOperator([accounts.admin], { account: accounts.fan }));
      expect(parseEventLogs({ abi: communityTokenAbi, logs: granted.logs, eventName: 'AuthorizedOperator' })).toEqual([
        expect.objectContaining({ args: { operator: accounts.admin, holder: accounts.fan } }),
      ]);
      expect(await token.read.isOperatorFor([accounts.admin, accounts.fan])).toBe(true);

      const data = toHex('boost:42');
      const operatorData = toHex('server');
      const sent = await mined(
        token.write.operatorSend([accounts.fan, accounts.otherFan, toUnits('1.5'), data, operatorData], {
          account: accounts.admin,
        }),
      );
      expect(events(sent.logs, 'Sent')).toEqual([
        expect.objectContaining({
          args: {
            operator: accounts.admin,
            from: accounts.fan,
            to: accounts.otherFan,
            amount: 150_000_000n,
            data,
            operatorData,
          },
        }),
      ]);
      expect(events(sent.logs, 'Transfer')).toHaveLength(1);
      expect(await token.read.balanceOf([accounts.fan])).toBe(350_000_000n);
      expect(await token.read.balanceOf([accounts.otherFan])).toBe(150_000_000n);

      await expectRevert(
        token.simulate.operatorSend([accounts.fan, accounts.otherFan, toUnits('4'), '0x', '0x'], {
          account: accounts.admin,
        }),
        'ERC20InsufficientBalance',
        [accounts.fan, 350_000_000n, 400_000_000n],
      );

      const revoked = await mined(token.write.revokeOperator([accounts.admin], { account: accounts.fan }));
      expect(parseEventLogs({ abi: communityTokenAbi, logs: revoked.logs, eventName: 'RevokedOperator' })).toEqual([
        expect.objectContaining({ args: { operator: accounts.admin, holder: accounts.fan } }),
      ]);
      expect(await token.read.isOperatorFor([accounts.admin, accounts.fan])).toBe(false);
      await expectRevert(
        token.simulate.operatorSend([accounts.fan, accounts.otherFan, 1n, '0x', '0x'], { account: accounts.admin }),
        'NotOperator',
      );
    });

    it('an operator of one holder cannot move another holder’s tokens', async () => {
      const { token, accounts, mined } = chain;
      await mined(token.write.mint([accounts.otherFan, 10n], { account: accounts.admin }));
      await mined(token.write.authorizeOperator([accounts.admin], { account: accounts.fan }));
      await expectRevert(
        token.simulate.operatorSend([accounts.otherFan, accounts.admin, 1n, '0x', '0x'], { account: accounts.admin }),
        'NotOperator',
        [accounts.admin, accounts.otherFan],
      );
    });
  });

  it('plain transfers and transferFrom emit Sent too', async () => {
    const { token, accounts, mined } = chain;
    await mined(token.write.mint([accounts.fan, 100n], { account: accounts.admin }));
    const plain = await mined(token.write.transfer([accounts.otherFan, 30n], { account: accounts.fan }));
    expect(events(plain.logs, 'Sent')).toEqual([
      expect.objectContaining({
        args: {
          operator: accounts.fan,
          from: accounts.fan,
          to: accounts.otherFan,
          amount: 30n,
          data: '0x',
          operatorData: '0x',
        },
      }),
    ]);
    await mined(token.write.approve([accounts.outsider, 20n], { account: accounts.fan }));
    const pulled = await mined(
      token.write.transferFrom([accounts.fan, accounts.otherFan, 20n], { account: accounts.outsider }),
    );
    expect(events(pulled.logs, 'Sent')).toEqual([
      expect.objectContaining({
        args: expect.objectContaining({ operator: accounts.outsider, from: accounts.fan, amount: 20n }),
      }),
    ]);
    expect(await token.read.balanceOf([accounts.otherFan])).toBe(50n);
    expect(await token.read.allowance([accounts.fan, accounts.outsider])).toBe(0n);
  });
});
