export {
  communityActionsAbi,
  communityActionsBytecode,
  communityNftAbi,
  communityNftBytecode,
  communityTokenAbi,
  communityTokenBytecode,
} from './abi.ts';
export { deployContracts, type DeployOptions, type DeployedContracts } from './deploy.ts';
export { TOKEN_DECIMALS, UNIT, fromUnits, toUnits } from './units.ts';
export { PASS_TYPES, nftPassDomain, type NftPass } from './pass.ts';
