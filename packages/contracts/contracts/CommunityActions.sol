// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ICommunityToken} from "./ICommunityToken.sol";

/**
 * @title CommunityActions
 * @notice Boosts, content unlocks and token votes paid in CommunityToken.
 *
 * Tokens are pulled with the token's `operatorSend`, so this contract must be an authorized operator of
 * the fan (`token.authorizeOperator(actions)`, once per wallet). Each action exists twice: `x(...)`, where
 * the caller is the fan, and `xFor(fan, ...)`, which any operator of the fan on the token may call (the
 * server's admin wallet relays for hot wallets and pays the gas). Being an operator of the fan already
 * means being able to move all of the fan's tokens, so relaying grants no new power.
 *
 * Boosts and unlocks go to the treasury. A vote costs `amount`: `lockedAmount` of it is held here as a
 * deposit until `unlocksAt` and then withdrawn by the voter (or an operator of the voter, always to the
 * voter), the rest goes to the treasury. Item ids are the server's bigint ids as uint256.
 * A content is unlocked at most once per fan; the price paid is recorded in the event and checked by
 * the server against the content's price.
 */
contract CommunityActions is AccessControl, Pausable {
    using SafeERC20 for ICommunityToken;

    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");

    struct Deposit {
        address voter;
        uint64 unlocksAt;
        bool withdrawn;
        uint256 amount;
    }

    ICommunityToken public immutable token;
    address public treasury;
    uint256 public depositCount;

    mapping(uint256 => Deposit) private _deposits;
    /// contentId => fan => unlocked
    mapping(uint256 => mapping(address => bool)) private _unlocked;

    event CommentBoosted(address indexed booster, uint256 indexed commentId, uint256 amount);
    event ContentBoosted(address indexed booster, uint256 indexed contentId, uint256 amount);
    event IdeaBoosted(address indexed booster, uint256 indexed ideaId, uint256 amount);
    event AmaQuestionBoosted(address indexed booster, uint256 indexed amaQuestionId, uint256 amount);
    event GroupPostBoosted(address indexed booster, uint256 indexed groupPostId, uint256 amount);
    event FeedPostBoosted(address indexed booster, uint256 indexed feedPostId, uint256 amount);
    event ContentUnlocked(address indexed buyer, uint256 indexed contentId, uint256 price, address treasury);
    event Voted(
        address indexed voter,
        uint256 indexed votingId,
        uint256 indexed optionId,
        uint256 amount,
        uint256 lockedAmount,
        uint64 unlocksAt,
        uint256 depositId
    );
    event DepositWithdrawn(uint256 indexed depositId, address indexed voter, uint256 amount);
    event TreasuryChanged(address indexed previousTreasury, address indexed newTreasury);

    error ZeroAddress();
    error ZeroAmount();
    error NotOperator(address caller, address fan);
    error AlreadyUnlocked(uint256 contentId, address fan);
    error LockedExceedsAmount(uint256 amount, uint256 lockedAmount);
    error UnlockInPast(uint64 unlocksAt);
    error UnknownDeposit(uint256 depositId);
    error DepositLocked(uint256 depositId, uint64 unlocksAt);
    error DepositAlreadyWithdrawn(uint256 depositId);

    constructor(ICommunityToken token_, address admin, address treasury_) {
        if (address(token_) == address(0) || treasury_ == address(0)) revert ZeroAddress();
        token = token_;
        treasury = treasury_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(PAUSER_ROLE, admin);
        emit TreasuryChanged(address(0), treasury_);
    }

    // ----- administration -----

    function setTreasury(address newTreasury) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (newTreasury == address(0)) revert ZeroAddress();
        emit TreasuryChanged(treasury, newTreasury);
        treasury = newTreasury;
    }

    function pause() external onlyRole(PAUSER_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(PAUSER_ROLE) {
        _unpause();
    }

    // ----- boosts -----

    function boostComment(uint256 commentId, uint256 amount) external {
        _pay(_msgSender(), amount);
        emit CommentBoosted(_msgSender(), commentId, amount);
    }

    function boostCommentFor(address fan, uint256 commentId, uint256 amount) external {
        _pay(_relayed(fan), amount);
        emit CommentBoosted(fan, commentId, amount);
    }

    function boostContent(uint256 contentId, uint256 amount) external {
        _pay(_msgSender(), amount);
        emit ContentBoosted(_msgSender(), contentId, amount);
    }

    function boostContentFor(address fan, uint256 contentId, uint256 amount) external {
        _pay(_relayed(fan), amount);
        emit ContentBoosted(fan, contentId, amount);
    }

    function boostIdea(uint256 ideaId, uint256 amount) external {
        _pay(_msgSender(), amount);
        emit IdeaBoosted(_msgSender(), ideaId, amount);
    }

    function boostIdeaFor(address fan, uint256 ideaId, uint256 amount) external {
        _pay(_relayed(fan), amount);
        emit IdeaBoosted(fan, ideaId, amount);
    }

    function boostAmaQuestion(uint256 amaQuestionId, uint256 amount) external {
        _pay(_msgSender(), amount);
        emit AmaQuestionBoosted(_msgSender(), amaQuestionId, amount);
    }

    function boostAmaQuestionFor(address fan, uint256 amaQuestionId, uint256 amount) external {
        _pay(_relayed(fan), amount);
        emit AmaQuestionBoosted(fan, amaQuestionId, amount);
    }

    function boostGroupPost(uint256 groupPostId, uint256 amount) external {
        _pay(_msgSender(), amount);
        emit GroupPostBoosted(_msgSender(), groupPostId, amount);
    }

    function boostGroupPostFor(address fan, uint256 groupPostId, uint256 amount) external {
        _pay(_relayed(fan), amount);
        emit GroupPostBoosted(fan, groupPostId, amount);
    }

    function boostFeedPost(uint256 feedPostId, uint256 amount) external {
        _pay(_msgSender(), amount);
        emit FeedPostBoosted(_msgSender(), feedPostId, amount);
    }

    function boostFeedPostFor(address fan, uint256 feedPostId, uint256 amount) external {
        _pay(_relayed(fan), amount);
        emit FeedPostBoosted(fan, feedPostId, amount);
    }

    // ----- content unlocks -----

    function hasUnlocked(uint256 contentId, address fan) external view returns (bool) {
        return _unlocked[contentId][fan];
    }

    function unlockContent(uint256 contentId, uint256 price) external {
        _unlock(_msgSender(), contentId, price);
    }

    function unlockContentFor(address fan, uint256 contentId, uint256 price) external {
        _unlock(_relayed(fan), contentId, price);
    }

    // ----- token votes -----

    function depositOf(uint256 depositId) external view returns (Deposit memory) {
        return _deposits[depositId];
    }

    function vote(
        uint256 votingId,
        uint256 optionId,
        uint256 amount,
        uint256 lockedAmount,
        uint64 unlocksAt
    ) external returns (uint256 depositId) {
        return _vote(_msgSender(), votingId, optionId, amount, lockedAmount, unlocksAt);
    }

    function voteFor(
        address fan,
        uint256 votingId,
        uint256 optionId,
        uint256 amount,
        uint256 lockedAmount,
        uint64 unlocksAt
    ) external returns (uint256 depositId) {
        return _vote(_relayed(fan), votingId, optionId, amount, lockedAmount, unlocksAt);
    }

    /// @notice Returns a vote's locked deposit to its voter once unlocked; callable by the voter or an
    /// operator of the voter, once.
    function withdraw(uint256 depositId) external whenNotPaused {
        Deposit storage deposit = _deposits[depositId];
        address voter = deposit.voter;
        if (voter == address(0)) revert UnknownDeposit(depositId);
        if (_msgSender() != voter && !token.isOperatorFor(_msgSender(), voter)) {
            revert NotOperator(_msgSender(), voter);
        }
        if (deposit.withdrawn) revert DepositAlreadyWithdrawn(depositId);
        if (block.timestamp < deposit.unlocksAt) revert DepositLocked(depositId, deposit.unlocksAt);
        deposit.withdrawn = true;
        emit DepositWithdrawn(depositId, voter, deposit.amount);
        token.safeTransfer(voter, deposit.amount);
    }

    // ----- internals -----

    function _relayed(address fan) private view returns (address) {
        if (!token.isOperatorFor(_msgSender(), fan)) revert NotOperator(_msgSender(), fan);
        return fan;
    }

    function _pay(address fan, uint256 amount) private whenNotPaused {
        if (amount == 0) revert ZeroAmount();
        token.operatorSend(fan, treasury, amount, "", "");
    }

    function _unlock(address fan, uint256 contentId, uint256 price) private {
        if (_unlocked[contentId][fan]) revert AlreadyUnlocked(contentId, fan);
        _unlocked[contentId][fan] = true;
        _pay(fan, price);
        emit ContentUnlocked(fan, contentId, price, treasury);
    }

    function _vote(
        address fan,
        uint256 votingId,
        uint256 optionId,
        uint256 amount,
        uint256 lockedAmount,
        uint64 unlocksAt
    ) private whenNotPaused returns (uint256 depositId) {
        if (amount == 0) revert ZeroAmount();
        if (lockedAmount > amount) revert LockedExceedsAmount(amount, lockedAmount);
        if (lockedAmount != 0) {
            if (unlocksAt <= block.timestamp) revert UnlockInPast(unlocksAt);
            depositId = ++depositCount;
            _deposits[depositId] = Deposit({voter: fan, unlocksAt: unlocksAt, withdrawn: false, amount: lockedAmount});
            token.operatorSend(fan, address(this), lockedAmount, "", "");
        }
        if (amount > lockedAmount) {
            token.operatorSend(fan, treasury, amount - lockedAmount, "", "");
        }
        emit Voted(fan, votingId, optionId, amount, lockedAmount, unlocksAt, depositId);
    }
}
