// Hardhat 2 serves only as the in-process chain for the tests (never `hardhat compile`: scripts/compile.ts
// compiles with solc-js). Tests point HARDHAT_CONFIG here before importing hardhat.
/* global module */
/** @type {import('hardhat/config').HardhatUserConfig} */
module.exports = {
  networks: {
    hardhat: { chainId: 31337, hardfork: 'cancun' },
  },
};
