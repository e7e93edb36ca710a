import { beforeAll, describe, expect, it } from 'vitest';
import { startChain, type Chain } from './chain.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});

describe('deployContracts', () => {
  it('deploys the three contracts and wires CommunityActions to the token and treasury', async () => {
    const { addresses, actions, accounts, publicClient } = chain;
    for (const address of [addresses.token, addresses.nft, addresses.actions]) {
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect((await publicClient.getCode({ address }))?.length).toBeGreaterThan(2);
    }
    expect(new Set([addresses.token, addresses.nft, addresses.actions]).size).toBe(3);
    expect(await actions.read.token()).toBe(addresses.token);
    expect(await actions.read.treasury()).toBe(accounts.treasury);
    expect(addresses.fromBlock).toBeGreaterThan(0n);
    expect(addresses.fromBlock).toBeLessThanOrEqual(await publicClient.getBlockNumber());
  });

  it('grants every role to the admin and none to the deployer', async () => {
    const { token, nft, actions, accounts } = chain;
    const roles = {
      token: [await token.read.DEFAULT_ADMIN_ROLE(), await token.read.MINTER_ROLE(), await token.read.PAUSER_ROLE()],
      nft: [
        await nft.read.DEFAULT_ADMIN_ROLE(),
        await nft.read.MINTER_ROLE(),
        await nft.read.PAUSER_ROLE(),
        await nft.read.URI_SETTER_ROLE(),
        await nft.read.CONTRACT_URI_SETTER_ROLE(),
      ],
      actions: [await actions.read.DEFAULT_ADMIN_ROLE(), await actions.read.PAUSER_ROLE()],
    };
    // admin, minter, pauser, URI setter, contract-URI setter: one name, one role across the contracts.
    expect(new Set([...roles.token, ...roles.nft, ...roles.actions]).size).toBe(5);
    for (const role of roles.token) {
      expect(await token.read.hasRole([role, accounts.admin])).toBe(true);
      expect(await token.read.hasRole([role, accounts.deployer])).toBe(false);
    }
    for (const role of roles.nft) {
      expect(await nft.read.hasRole([role, accounts.admin])).toBe(true);
      expect(await nft.read.hasRole([role, accounts.deployer])).toBe(false);
    }
    for (const role of roles.actions) {
      expect(await actions.read.hasRole([role, accounts.admin])).toBe(true);
      expect(await actions.read.hasRole([role, accounts.deployer])).toBe(false);
    }
  });
});
