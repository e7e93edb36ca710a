// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20Pausable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Pausable.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ICommunityToken} from "./ICommunityToken.sol";

/**
 * @title CommunityToken
 * @notice The community's ERC-20 token (8 decimals) with an ERC-777-style operator model written here
 * (OpenZeppelin 5 has no ERC-777): a holder authorizes operators that may move all of its tokens with
 * `operatorSend`. A holder is always its own operator. There are no default operators.
 *
 * Every holder-to-holder move (`transfer`, `transferFrom`, `operatorSend`) emits `Sent` next to the
 * ERC-20 `Transfer`, so an indexer can follow one event for sends; mints emit only `Transfer` (from 0).
 * While paused, no tokens move (transfers, operator sends and mints all revert); operator
 * authorizations still work.
 */
contract CommunityToken is ERC20, ERC20Pausable, AccessControl, ICommunityToken {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");

    /// holder => operator => authorized
    mapping(address => mapping(address => bool)) private _operators;

    error SelfOperator();
    error NotOperator(address operator, address holder);

    constructor(string memory name_, string memory symbol_, address admin) ERC20(name_, symbol_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
        _grantRole(PAUSER_ROLE, admin);
    }

    /// @notice Amounts are integers with 8 decimals: 1 token = 100000000.
    function decimals() public pure override returns (uint8) {
        return 8;
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }

    function pause() external onlyRole(PAUSER_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(PAUSER_ROLE) {
        _unpause();
    }

    // ----- ERC-777-style operators -----

    function authorizeOperator(address operator) external {
        if (operator == _msgSender()) revert SelfOperator();
        _operators[_msgSender()][operator] = true;
        emit AuthorizedOperator(operator, _msgSender());
    }

    function revokeOperator(address operator) external {
        if (operator == _msgSender()) revert SelfOperator();
        delete _operators[_msgSender()][operator];
        emit RevokedOperator(operator, _msgSender());
    }

    function isOperatorFor(address operator, address holder) public view returns (bool) {
        return operator == holder || _operators[holder][operator];
    }

    function operatorSend(
        address from,
        address to,
        uint256 amount,
        bytes calldata data,
        bytes calldata operatorData
    ) external {
        address operator = _msgSender();
        if (!isOperatorFor(operator, from)) revert NotOperator(operator, from);
        _transfer(from, to, amount);
        emit Sent(operator, from, to, amount, data, operatorData);
    }

    // ----- ERC-20 moves also emit Sent -----

    function transfer(address to, uint256 value) public override(ERC20, IERC20) returns (bool) {
        address owner = _msgSender();
        _transfer(owner, to, value);
        emit Sent(owner, owner, to, value, "", "");
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public override(ERC20, IERC20) returns (bool) {
        address spender = _msgSender();
        _spendAllowance(from, spender, value);
        _transfer(from, to, value);
        emit Sent(spender, from, to, value, "", "");
        return true;
    }

    function _update(address from, address to, uint256 value) internal override(ERC20, ERC20Pausable) {
        super._update(from, to, value);
    }
}
