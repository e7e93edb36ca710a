// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC1155Pausable} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155Pausable.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/**
 * @title CommunityNFT
 * @notice The community's collectibles: ERC-1155 with ERC-2981 royalties, pausable, with roles admin,
 * minter, pauser, URI setter and contract-URI setter.
 *
 * Freezing is per holder and token id, by amount: `freeze(holder, id, amount)` marks that many of the
 * holder's copies of `id` as frozen; frozen copies cannot move (transfer, pass or burn) until unfrozen,
 * the holder's other copies of the same id still can. Only the admin freezes and unfreezes.
 *
 * `transferWithPass` executes an EIP-712 pass signed by a holder of `PASS_SIGNER_ROLE` (the instance's pass
 * signer, a key the server holds) and submitted by the holder's own wallet (`msg.sender == pass.from`). Each
 * pass nonce is usable once, whoever signed it, and a pass is refused after `validUntil` (a unix time in
 * seconds, inclusive). Holders keep ERC-1155's own transfers: the pass is the instance's consent for a move
 * out that it has checked (docs/NFTS.md "Transfer out").
 *
 * `swap` moves several holders' copies in one transaction, all or nothing: each move's `from` is the caller
 * or has made the caller its operator (`setApprovalForAll`). Trades and trade groups use it through the
 * instance's operator wallet (docs/NFTS.md "Trading").
 */
contract CommunityNFT is ERC1155, ERC1155Pausable, ERC2981, AccessControl, EIP712 {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    bytes32 public constant URI_SETTER_ROLE = keccak256("URI_SETTER_ROLE");
    bytes32 public constant CONTRACT_URI_SETTER_ROLE = keccak256("CONTRACT_URI_SETTER_ROLE");
    bytes32 public constant PASS_SIGNER_ROLE = keccak256("PASS_SIGNER_ROLE");

    /// 2: passes signed by PASS_SIGNER_ROLE and submitted by `from`, nonces per contract, and `swap`.
    uint256 public constant CONTRACT_VERSION = 2;

    bytes32 public constant PASS_TYPEHASH =
        keccak256("Pass(address from,address to,uint256 id,uint256 amount,uint256 nonce,uint256 validUntil)");

    struct Pass {
        address from;
        address to;
        uint256 id;
        uint256 amount;
        uint256 nonce;
        uint256 validUntil;
    }

    /// One leg of a swap: `amount` copies of `id` from `from` to `to`.
    struct Move {
        address from;
        address to;
        uint256 id;
        uint256 amount;
    }

    string private _contractURI;
    /// holder => id => frozen amount
    mapping(address => mapping(uint256 => uint256)) private _frozen;
    /// pass nonce => used
    mapping(uint256 => bool) private _usedNonces;

    /// ERC-7572: the collection metadata changed.
    event ContractURIUpdated();
    event TokensFrozen(address indexed holder, uint256 indexed id, uint256 amount, uint256 frozenTotal);
    event TokensUnfrozen(address indexed holder, uint256 indexed id, uint256 amount, uint256 frozenTotal);
    event PassUsed(
        address indexed from,
        address indexed to,
        uint256 indexed nonce,
        uint256 id,
        uint256 amount,
        address submitter
    );
    /// A swap of `moves` legs executed by `operator`; `ref` names it for the instance (a trade or trade group).
    event Swapped(bytes32 indexed ref, address indexed operator, uint256 moves);

    error FrozenTokens(address holder, uint256 id, uint256 movable, uint256 requested);
    error FreezeExceedsBalance(address holder, uint256 id, uint256 balance, uint256 frozen);
    error UnfreezeExceedsFrozen(address holder, uint256 id, uint256 frozen, uint256 requested);
    error PassExpired(uint256 validUntil);
    error PassNonceUsed(uint256 nonce);
    error PassInvalidSignature();
    error PassWrongSubmitter(address from, address submitter);
    error SwapEmpty();

    constructor(
        string memory uri_,
        string memory contractURI_,
        address admin,
        address royaltyReceiver,
        uint96 royaltyFeeBps
    ) ERC1155(uri_) EIP712("CommunityNFT", "1") {
        _contractURI = contractURI_;
        _setDefaultRoyalty(royaltyReceiver, royaltyFeeBps);
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
        _grantRole(PAUSER_ROLE, admin);
        _grantRole(URI_SETTER_ROLE, admin);
        _grantRole(CONTRACT_URI_SETTER_ROLE, admin);
    }

    // ----- minting, metadata, royalties -----

    function mint(address to, uint256 id, uint256 amount, bytes calldata data) external onlyRole(MINTER_ROLE) {
        _mint(to, id, amount, data);
    }

    function mintBatch(
        address to,
        uint256[] calldata ids,
        uint256[] calldata amounts,
        bytes calldata data
    ) external onlyRole(MINTER_ROLE) {
        _mintBatch(to, ids, amounts, data);
    }

    function setURI(string calldata newUri) external onlyRole(URI_SETTER_ROLE) {
        _setURI(newUri);
    }

    function contractURI() external view returns (string memory) {
        return _contractURI;
    }

    function setContractURI(string calldata newContractURI) external onlyRole(CONTRACT_URI_SETTER_ROLE) {
        _contractURI = newContractURI;
        emit ContractURIUpdated();
    }

    function setDefaultRoyalty(address receiver, uint96 feeBps) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setDefaultRoyalty(receiver, feeBps);
    }

    function setTokenRoyalty(uint256 id, address receiver, uint96 feeBps) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setTokenRoyalty(id, receiver, feeBps);
    }

    function pause() external onlyRole(PAUSER_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(PAUSER_ROLE) {
        _unpause();
    }

    // ----- freezing -----

    function frozenBalanceOf(address holder, uint256 id) external view returns (uint256) {
        return _frozen[holder][id];
    }

    function freeze(address holder, uint256 id, uint256 amount) external onlyRole(DEFAULT_ADMIN_ROLE) {
        uint256 total = _frozen[holder][id] + amount;
        uint256 balance = balanceOf(holder, id);
        if (total > balance) revert FreezeExceedsBalance(holder, id, balance, total);
        _frozen[holder][id] = total;
        emit TokensFrozen(holder, id, amount, total);
    }

    function unfreeze(address holder, uint256 id, uint256 amount) external onlyRole(DEFAULT_ADMIN_ROLE) {
        uint256 frozen = _frozen[holder][id];
        if (amount > frozen) revert UnfreezeExceedsFrozen(holder, id, frozen, amount);
        uint256 total = frozen - amount;
        _frozen[holder][id] = total;
        emit TokensUnfrozen(holder, id, amount, total);
    }

    // ----- signed transfer passes -----

    function isPassNonceUsed(uint256 nonce) external view returns (bool) {
        return _usedNonces[nonce];
    }

    function hashPass(Pass calldata pass) public view returns (bytes32) {
        return
            _hashTypedDataV4(
                keccak256(
                    abi.encode(
                        PASS_TYPEHASH,
                        pass.from,
                        pass.to,
                        pass.id,
                        pass.amount,
                        pass.nonce,
                        pass.validUntil
                    )
                )
            );
    }

    function transferWithPass(Pass calldata pass, bytes calldata signature) external {
        if (block.timestamp > pass.validUntil) revert PassExpired(pass.validUntil);
        if (_msgSender() != pass.from) revert PassWrongSubmitter(pass.from, _msgSender());
        if (_usedNonces[pass.nonce]) revert PassNonceUsed(pass.nonce);
        (address signer, ECDSA.RecoverError err, ) = ECDSA.tryRecover(hashPass(pass), signature);
        if (err != ECDSA.RecoverError.NoError || !hasRole(PASS_SIGNER_ROLE, signer)) revert PassInvalidSignature();
        _usedNonces[pass.nonce] = true;
        emit PassUsed(pass.from, pass.to, pass.nonce, pass.id, pass.amount, _msgSender());
        _safeTransferFrom(pass.from, pass.to, pass.id, pass.amount, "");
    }

    // ----- swaps -----

    function swap(Move[] calldata moves, bytes32 ref) external {
        if (moves.length == 0) revert SwapEmpty();
        address operator = _msgSender();
        for (uint256 i = 0; i < moves.length; ++i) {
            Move calldata move = moves[i];
            if (move.from != operator && !isApprovedForAll(move.from, operator)) {
                revert ERC1155MissingApprovalForAll(operator, move.from);
            }
            _safeTransferFrom(move.from, move.to, move.id, move.amount, "");
        }
        emit Swapped(ref, operator, moves.length);
    }

    // ----- hooks -----

    function _update(
        address from,
        address to,
        uint256[] memory ids,
        uint256[] memory values
    ) internal override(ERC1155, ERC1155Pausable) {
        // A length mismatch is left to ERC1155's own error.
        if (from != address(0) && ids.length == values.length) {
            for (uint256 i = 0; i < ids.length; ++i) {
                uint256 frozen = _frozen[from][ids[i]];
                if (frozen != 0) {
                    uint256 balance = balanceOf(from, ids[i]);
                    uint256 movable = balance > frozen ? balance - frozen : 0;
                    if (values[i] > movable) revert FrozenTokens(from, ids[i], movable, values[i]);
                }
            }
        }
        super._update(from, to, ids, values);
    }

    function supportsInterface(
        bytes4 interfaceId
    ) public view override(ERC1155, ERC2981, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
