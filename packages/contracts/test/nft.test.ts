import { parseEventLogs, type Address, type Hex } from 'viem';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASS_TYPES, communityNftAbi, nftPassDomain, type NftPass } from '../src/index.ts';
import { expectRevert, startChain, type Chain } from './chain.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
beforeEach(async () => {
  await chain.reset();
});

const ID = 7n;
const OTHER = 8n;
const REF = `0x${'ab'.repeat(32)}` as Hex;

async function mintTo(holder: Address, amount: bigint, id = ID) {
  await chain.mined(chain.nft.write.mint([holder, id, amount, '0x'], { account: chain.accounts.admin }));
}

async function signPass(signer: Address, pass: NftPass): Promise<Hex> {
  return chain.walletClient.signTypedData({
    account: signer,
    domain: nftPassDomain(chain.publicClient.chain.id, chain.nft.address),
    types: PASS_TYPES,
    primaryType: 'Pass',
    message: pass,
  });
}

describe('CommunityNFT', () => {
  it('speaks ERC-1155, ERC-2981 and AccessControl', async () => {
    for (const interfaceId of ['0xd9b67a26', '0x0e89341c', '0x2a55205a', '0x7965db0b', '0x01ffc9a7'] as const) {
      expect(await chain.nft.read.supportsInterface([interfaceId])).toBe(true);
    }
    expect(await chain.nft.read.supportsInterface(['0xffffffff'])).toBe(false);
    // Default royalty from the deployment: 5 % to the treasury.
    expect(await chain.nft.read.royaltyInfo([ID, 10_000n])).toEqual([chain.accounts.treasury, 500n]);
  });

  describe('roles', () => {
    type Case = {
      name: string;
      role: () => Promise<Hex>;
      call: (account: Address) => Promise<unknown>;
      write: (account: Address) => Promise<Hex>;
      check: () => Promise<void>;
    };
    const cases: Case[] = [
      {
        name: 'mint (minter)',
        role: () => chain.nft.read.MINTER_ROLE(),
        call: (account) => chain.nft.simulate.mint([chain.accounts.fan, 1n, 2n, '0x'], { account }),
        write: (account) => chain.nft.write.mint([chain.accounts.fan, 1n, 2n, '0x'], { account }),
        check: async () => expect(await chain.nft.read.balanceOf([chain.accounts.fan, 1n])).toBe(2n),
      },
      {
        name: 'mintBatch (minter)',
        role: () => chain.nft.read.MINTER_ROLE(),
        call: (account) => chain.nft.simulate.mintBatch([chain.accounts.fan, [1n, 2n], [1n, 3n], '0x'], { account }),
        write: (account) => chain.nft.write.mintBatch([chain.accounts.fan, [1n, 2n], [1n, 3n], '0x'], { account }),
        check: async () =>
          expect(
            await chain.nft.read.balanceOfBatch([
              [chain.accounts.fan, chain.accounts.fan],
              [1n, 2n],
            ]),
          ).toEqual([1n, 3n]),
      },
      {
        name: 'pause (pauser)',
        role: () => chain.nft.read.PAUSER_ROLE(),
        call: (account) => chain.nft.simulate.pause({ account }),
        write: (account) => chain.nft.write.pause({ account }),
        check: async () => expect(await chain.nft.read.paused()).toBe(true),
      },
      {
        name: 'setURI (URI setter)',
        role: () => chain.nft.read.URI_SETTER_ROLE(),
        call: (account) => chain.nft.simulate.setURI(['https://nft.example/{id}.json'], { account }),
        write: (account) => chain.nft.write.setURI(['https://nft.example/{id}.json'], { account }),
        check: async () => expect(await chain.nft.read.uri([1n])).toBe('https://nft.example/{id}.json'),
      },
      {
        name: 'setContractURI (contract-URI setter)',
        role: () => chain.nft.read.CONTRACT_URI_SETTER_ROLE(),
        call: (account) => chain.nft.simulate.setContractURI(['https://nft.example/collection.json'], { account }),
        write: (account) => chain.nft.write.setContractURI(['https://nft.example/collection.json'], { account }),
        check: async () => expect(await chain.nft.read.contractURI()).toBe('https://nft.example/collection.json'),
      },
      {
        name: 'setDefaultRoyalty (admin)',
        role: () => chain.nft.read.DEFAULT_ADMIN_ROLE(),
        call: (account) => chain.nft.simulate.setDefaultRoyalty([chain.accounts.otherFan, 250n], { account }),
        write: (account) => chain.nft.write.setDefaultRoyalty([chain.accounts.otherFan, 250n], { account }),
        check: async () =>
          expect(await chain.nft.read.royaltyInfo([ID, 10_000n])).toEqual([chain.accounts.otherFan, 250n]),
      },
      {
        name: 'setTokenRoyalty (admin)',
        role: () => chain.nft.read.DEFAULT_ADMIN_ROLE(),
        call: (account) => chain.nft.simulate.setTokenRoyalty([ID, chain.accounts.otherFan, 1000n], { account }),
        write: (account) => chain.nft.write.setTokenRoyalty([ID, chain.accounts.otherFan, 1000n], { account }),
        check: async () => {
          expect(await chain.nft.read.royaltyInfo([ID, 10_000n])).toEqual([chain.accounts.otherFan, 1000n]);
          expect(await chain.nft.read.royaltyInfo([ID + 1n, 10_000n])).toEqual([chain.accounts.treasury, 500n]);
        },
      },
      {
        name: 'freeze (admin)',
        role: () => chain.nft.read.DEFAULT_ADMIN_ROLE(),
        call: (account) => chain.nft.simulate.freeze([chain.accounts.otherFan, ID, 1n], { account }),
        write: (account) => chain.nft.write.freeze([chain.accounts.otherFan, ID, 1n], { account }),
        check: async () => expect(await chain.nft.read.frozenBalanceOf([chain.accounts.otherFan, ID])).toBe(1n),
      },
    ];

    for (const { name, role, call, write, check } of cases) {
      it(`${name}: refused without the role, allowed with it`, async () => {
        const { accounts, nft, mined } = chain;
        await mintTo(accounts.otherFan, 1n);
        const needed = await role();
        await expectRevert(call(accounts.outsider), 'AccessControlUnauthorizedAccount', [accounts.outsider, needed]);
        await mined(nft.write.grantRole([needed, accounts.outsider], { account: accounts.admin }));
        await mined(write(accounts.outsider));
        await check();
      });
    }

    it('unpause and unfreeze need their roles too', async () => {
      const { accounts, nft, mined } = chain;
      await mintTo(accounts.fan, 1n);
      await mined(nft.write.freeze([accounts.fan, ID, 1n], { account: accounts.admin }));
      await mined(nft.write.pause({ account: accounts.admin }));
      const [pauser, admin] = [await nft.read.PAUSER_ROLE(), await nft.read.DEFAULT_ADMIN_ROLE()];
      await expectRevert(nft.simulate.unpause({ account: accounts.outsider }), 'AccessControlUnauthorizedAccount', [
        accounts.outsider,
        pauser,
      ]);
      await expectRevert(
        nft.simulate.unfreeze([accounts.fan, ID, 1n], { account: accounts.outsider }),
        'AccessControlUnauthorizedAccount',
        [accounts.outsider, admin],
      );
      await mined(nft.write.unpause({ account: accounts.admin }));
      await mined(nft.write.unfreeze([accounts.fan, ID, 1n], { account: accounts.admin }));
      expect(await nft.read.paused()).toBe(false);
      expect(await nft.read.frozenBalanceOf([accounts.fan, ID])).toBe(0n);
    });
  });

  it('moves nothing while paused', async () => {
    const { accounts, nft, mined } = chain;
    await mintTo(accounts.fan, 2n);
    await mined(nft.write.pause({ account: accounts.admin }));
    await expectRevert(
      nft.simulate.safeTransferFrom([accounts.fan, accounts.otherFan, ID, 1n, '0x'], { account: accounts.fan }),
      'EnforcedPause',
    );
    await expectRevert(nft.simulate.mint([accounts.fan, ID, 1n, '0x'], { account: accounts.admin }), 'EnforcedPause');
    await mined(
      nft.write.grantRole([await nft.read.PASS_SIGNER_ROLE(), accounts.outsider], { account: accounts.admin }),
    );
    const pass = { from: accounts.fan, to: accounts.otherFan, id: ID, amount: 1n, nonce: 1n, validUntil: 2n ** 40n };
    await expectRevert(
      nft.simulate.transferWithPass([pass, await signPass(accounts.outsider, pass)], { account: accounts.fan }),
      'EnforcedPause',
    );
    await expectRevert(
      nft.simulate.swap([[{ from: accounts.fan, to: accounts.otherFan, id: ID, amount: 1n }], REF], {
        account: accounts.fan,
      }),
      'EnforcedPause',
    );
    await mined(nft.write.unpause({ account: accounts.admin }));
    await mined(nft.write.safeTransferFrom([accounts.fan, accounts.otherFan, ID, 1n, '0x'], { account: accounts.fan }));
    expect(await nft.read.balanceOf([accounts.otherFan, ID])).toBe(1n);
  });

  describe('freezing (per holder and id, by amount)', () => {
    it('frozen copies cannot move; the others can; unfreezing releases them', async () => {
      const { accounts, nft, mined } = chain;
      await mintTo(accounts.fan, 3n);
      await mintTo(accounts.otherFan, 1n);

      const frozen = await mined(nft.write.freeze([accounts.fan, ID, 2n], { account: accounts.admin }));
      expect(parseEventLogs({ abi: communityNftAbi, logs: frozen.logs, eventName: 'TokensFrozen' })).toEqual([
        expect.objectContaining({ args: { holder: accounts.fan, id: ID, amount: 2n, frozenTotal: 2n } }),
      ]);
      expect(await nft.read.frozenBalanceOf([accounts.fan, ID])).toBe(2n);

      const send = (amount: bigint) =>
        nft.simulate.safeTransferFrom([accounts.fan, accounts.otherFan, ID, amount, '0x'], { account: accounts.fan });
      await expectRevert(send(2n), 'FrozenTokens', [accounts.fan, ID, 1n, 2n]);
      await mined(
        nft.write.safeTransferFrom([accounts.fan, accounts.otherFan, ID, 1n, '0x'], { account: accounts.fan }),
      );
      await expectRevert(send(1n), 'FrozenTokens', [accounts.fan, ID, 0n, 1n]);
      await expectRevert(
        nft.simulate.safeBatchTransferFrom([accounts.fan, accounts.otherFan, [ID], [1n], '0x'], {
          account: accounts.fan,
        }),
        'FrozenTokens',
      );
      // An operator approved for all cannot move them either.
      await mined(nft.write.setApprovalForAll([accounts.admin, true], { account: accounts.fan }));
      await expectRevert(
        nft.simulate.safeTransferFrom([accounts.fan, accounts.admin, ID, 1n, '0x'], { account: accounts.admin }),
        'FrozenTokens',
      );
      // Another holder of the same id is not affected.
      await mined(
        nft.write.safeTransferFrom([accounts.otherFan, accounts.outsider, ID, 2n, '0x'], {
          account: accounts.otherFan,
        }),
      );

      await expectRevert(
        nft.simulate.freeze([accounts.fan, ID, 1n], { account: accounts.admin }),
        'FreezeExceedsBalance',
        [accounts.fan, ID, 2n, 3n],
      );
      await expectRevert(
        nft.simulate.unfreeze([accounts.fan, ID, 3n], { account: accounts.admin }),
        'UnfreezeExceedsFrozen',
        [accounts.fan, ID, 2n, 3n],
      );
      const unfrozen = await mined(nft.write.unfreeze([accounts.fan, ID, 2n], { account: accounts.admin }));
      expect(parseEventLogs({ abi: communityNftAbi, logs: unfrozen.logs, eventName: 'TokensUnfrozen' })).toEqual([
        expect.objectContaining({ args: { holder: accounts.fan, id: ID, amount: 2n, frozenTotal: 0n } }),
      ]);
      await mined(
        nft.write.safeTransferFrom([accounts.fan, accounts.otherFan, ID, 2n, '0x'], { account: accounts.fan }),
      );
      expect(await nft.read.balanceOf([accounts.fan, ID])).toBe(0n);
    });
  });

  describe('transferWithPass', () => {
    const pass = (overrides: Partial<NftPass> = {}): NftPass => ({
      from: chain.accounts.fan,
      to: chain.accounts.otherFan,
      id: ID,
      amount: 2n,
      nonce: 1n,
      validUntil: 2n ** 40n,
      ...overrides,
    });
    /** `outsider` is the instance's pass signer in these tests. */
    const grantSigner = async () =>
      chain.mined(
        chain.nft.write.grantRole([await chain.nft.read.PASS_SIGNER_ROLE(), chain.accounts.outsider], {
          account: chain.accounts.admin,
        }),
      );

    it('executes a pass signed by the pass signer and submitted by `from`, once', async () => {
      const { accounts, nft, mined } = chain;
      await mintTo(accounts.fan, 5n);
      await grantSigner();
      const signed = pass();
      const signature = await signPass(accounts.outsider, signed);

      const receipt = await mined(nft.write.transferWithPass([signed, signature], { account: accounts.fan }));
      expect(parseEventLogs({ abi: communityNftAbi, logs: receipt.logs, eventName: 'PassUsed' })).toEqual([
        expect.objectContaining({
          args: {
            from: accounts.fan,
            to: accounts.otherFan,
            nonce: 1n,
            id: ID,
            amount: 2n,
            submitter: accounts.fan,
          },
        }),
      ]);
      expect(await nft.read.balanceOf([accounts.fan, ID])).toBe(3n);
      expect(await nft.read.balanceOf([accounts.otherFan, ID])).toBe(2n);
      expect(await nft.read.isPassNonceUsed([1n])).toBe(true);

      // Replay of the same pass, and another pass reusing the nonce (nonces are per contract).
      await expectRevert(
        nft.simulate.transferWithPass([signed, signature], { account: accounts.fan }),
        'PassNonceUsed',
        [1n],
      );
      const sameNonce = pass({ amount: 1n });
      await expectRevert(
        nft.simulate.transferWithPass([sameNonce, await signPass(accounts.outsider, sameNonce)], {
          account: accounts.fan,
        }),
        'PassNonceUsed',
      );
      const next = pass({ nonce: 2n, amount: 1n });
      await mined(
        nft.write.transferWithPass([next, await signPass(accounts.outsider, next)], { account: accounts.fan }),
      );
      expect(await nft.read.balanceOf([accounts.otherFan, ID])).toBe(3n);
      expect(await nft.read.isPassNonceUsed([3n])).toBe(false);
    });

    it('is submitted only by the holder itself', async () => {
      const { accounts, nft } = chain;
      await mintTo(accounts.fan, 5n);
      await grantSigner();
      const signed = pass();
      const signature = await signPass(accounts.outsider, signed);
      for (const submitter of [accounts.otherFan, accounts.outsider, accounts.admin]) {
        await expectRevert(
          nft.simulate.transferWithPass([signed, signature], { account: submitter }),
          'PassWrongSubmitter',
          [accounts.fan, submitter],
        );
      }
    });

    it('refuses a pass after validUntil', async () => {
      const { accounts, nft, mined, now, travel } = chain;
      await mintTo(accounts.fan, 5n);
      await grantSigner();
      const expiring = pass({ validUntil: (await now()) + 60n });
      const signature = await signPass(accounts.outsider, expiring);
      await travel(120);
      await expectRevert(
        nft.simulate.transferWithPass([expiring, signature], { account: accounts.fan }),
        'PassExpired',
        [expiring.validUntil],
      );
      await expectRevert(
        nft.write
          .transferWithPass([expiring, signature], { account: accounts.fan })
          .then((hash) => mined(Promise.resolve(hash))),
        'PassExpired',
      );
      expect(await nft.read.isPassNonceUsed([1n])).toBe(false);
      expect(await nft.read.balanceOf([accounts.fan, ID])).toBe(5n);
    });

    it('refuses a pass signed by the holder, by anyone without the role, or altered after signing', async () => {
      const { accounts, nft, mined } = chain;
      await mintTo(accounts.fan, 5n);
      const signed = pass();
      // Before the role is granted, the signer's pass is nobody's.
      await expectRevert(
        nft.simulate.transferWithPass([signed, await signPass(accounts.outsider, signed)], { account: accounts.fan }),
        'PassInvalidSignature',
      );
      await grantSigner();
      for (const signer of [accounts.fan, accounts.otherFan, accounts.admin]) {
        await expectRevert(
          nft.simulate.transferWithPass([signed, await signPass(signer, signed)], { account: accounts.fan }),
          'PassInvalidSignature',
        );
      }
      await expectRevert(
        nft.simulate.transferWithPass([signed, '0x1234'], { account: accounts.fan }),
        'PassInvalidSignature',
      );
      const signature = await signPass(accounts.outsider, signed);
      for (const altered of [pass({ amount: 5n }), pass({ to: accounts.outsider }), pass({ validUntil: 2n ** 41n })]) {
        await expectRevert(
          nft.simulate.transferWithPass([altered, signature], { account: accounts.fan }),
          'PassInvalidSignature',
        );
      }
      // A revoked signer's passes stop working.
      await mined(
        nft.write.revokeRole([await nft.read.PASS_SIGNER_ROLE(), accounts.outsider], { account: accounts.admin }),
      );
      await expectRevert(
        nft.simulate.transferWithPass([signed, signature], { account: accounts.fan }),
        'PassInvalidSignature',
      );
    });

    it('cannot move frozen copies', async () => {
      const { accounts, nft, mined } = chain;
      await mintTo(accounts.fan, 2n);
      await grantSigner();
      await mined(nft.write.freeze([accounts.fan, ID, 1n], { account: accounts.admin }));
      const signed = pass();
      await expectRevert(
        nft.simulate.transferWithPass([signed, await signPass(accounts.outsider, signed)], { account: accounts.fan }),
        'FrozenTokens',
        [accounts.fan, ID, 1n, 2n],
      );
    });
  });

  describe('swap (all moves or none)', () => {
    it('moves every leg in one transaction for an operator of every sender', async () => {
      const { accounts, nft, mined } = chain;
      await mintTo(accounts.fan, 2n, ID);
      await mintTo(accounts.otherFan, 3n, OTHER);
      for (const holder of [accounts.fan, accounts.otherFan]) {
        await mined(nft.write.setApprovalForAll([accounts.admin, true], { account: holder }));
      }
      const moves = [
        { from: accounts.fan, to: accounts.otherFan, id: ID, amount: 1n },
        { from: accounts.otherFan, to: accounts.fan, id: OTHER, amount: 2n },
      ];
      const receipt = await mined(nft.write.swap([moves, REF], { account: accounts.admin }));
      expect(parseEventLogs({ abi: communityNftAbi, logs: receipt.logs, eventName: 'Swapped' })).toEqual([
        expect.objectContaining({ args: { ref: REF, operator: accounts.admin, moves: 2n } }),
      ]);
      expect(parseEventLogs({ abi: communityNftAbi, logs: receipt.logs, eventName: 'TransferSingle' })).toHaveLength(2);
      expect(await nft.read.balanceOf([accounts.fan, ID])).toBe(1n);
      expect(await nft.read.balanceOf([accounts.otherFan, ID])).toBe(1n);
      expect(await nft.read.balanceOf([accounts.fan, OTHER])).toBe(2n);
      expect(await nft.read.balanceOf([accounts.otherFan, OTHER])).toBe(1n);
    });

    it('a holder may swap its own copies without approval; anyone else needs it', async () => {
      const { accounts, nft, mined } = chain;
      await mintTo(accounts.fan, 1n, ID);
      await mintTo(accounts.otherFan, 1n, OTHER);
      const moves = [
        { from: accounts.fan, to: accounts.otherFan, id: ID, amount: 1n },
        { from: accounts.otherFan, to: accounts.fan, id: OTHER, amount: 1n },
      ];
      await expectRevert(nft.simulate.swap([moves, REF], { account: accounts.fan }), 'ERC1155MissingApprovalForAll', [
        accounts.fan,
        accounts.otherFan,
      ]);
      await expectRevert(
        nft.simulate.swap([moves, REF], { account: accounts.outsider }),
        'ERC1155MissingApprovalForAll',
        [accounts.outsider, accounts.fan],
      );
      await mined(nft.write.setApprovalForAll([accounts.fan, true], { account: accounts.otherFan }));
      await mined(nft.write.swap([moves, REF], { account: accounts.fan }));
      expect(await nft.read.balanceOf([accounts.fan, OTHER])).toBe(1n);
    });

    it('reverts the whole swap when one leg cannot move (a ring of three, frozen or missing copies)', async () => {
      const { accounts, nft, mined } = chain;
      await mintTo(accounts.fan, 1n, ID);
      await mintTo(accounts.otherFan, 1n, OTHER);
      await mintTo(accounts.outsider, 1n, 9n);
      for (const holder of [accounts.fan, accounts.otherFan, accounts.outsider]) {
        await mined(nft.write.setApprovalForAll([accounts.admin, true], { account: holder }));
      }
      const ring = [
        { from: accounts.fan, to: accounts.otherFan, id: ID, amount: 1n },
        { from: accounts.otherFan, to: accounts.outsider, id: OTHER, amount: 1n },
        { from: accounts.outsider, to: accounts.fan, id: 9n, amount: 1n },
      ];
      await mined(nft.write.freeze([accounts.outsider, 9n, 1n], { account: accounts.admin }));
      await expectRevert(nft.simulate.swap([ring, REF], { account: accounts.admin }), 'FrozenTokens');
      await mined(nft.write.unfreeze([accounts.outsider, 9n, 1n], { account: accounts.admin }));
      await expectRevert(
        nft.simulate.swap([[...ring.slice(0, 2), { ...ring[2]!, amount: 2n }], REF], { account: accounts.admin }),
        'ERC1155InsufficientBalance',
      );
      await expectRevert(nft.simulate.swap([[], REF], { account: accounts.admin }), 'SwapEmpty');
      // Nothing moved; the whole ring then goes through at once.
      expect(await nft.read.balanceOf([accounts.fan, ID])).toBe(1n);
      await mined(nft.write.swap([ring, REF], { account: accounts.admin }));
      expect(await nft.read.balanceOf([accounts.fan, 9n])).toBe(1n);
      expect(await nft.read.balanceOf([accounts.otherFan, ID])).toBe(1n);
      expect(await nft.read.balanceOf([accounts.outsider, OTHER])).toBe(1n);
    });
  });
});
