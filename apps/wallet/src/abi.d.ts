/**
 * The few ABI fragments the frame calls (from packages/contracts' CommunityToken, CommunityNFT and
 * CommunityActions), kept here so the bundle carries only these, plus the custom errors a fan may meet
 * (so a revert is reported by name).
 */
export declare const tokenAbi: readonly [{
    readonly type: "function";
    readonly name: "transfer";
    readonly stateMutability: "nonpayable";
    readonly inputs: readonly [{
        readonly name: "to";
        readonly type: "address";
    }, {
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }];
    readonly outputs: readonly [{
        readonly name: "";
        readonly type: "bool";
    }];
}, {
    readonly type: "function";
    readonly name: "authorizeOperator";
    readonly stateMutability: "nonpayable";
    readonly inputs: readonly [{
        readonly name: "operator";
        readonly type: "address";
    }];
    readonly outputs: readonly [];
}, {
    readonly type: "function";
    readonly name: "revokeOperator";
    readonly stateMutability: "nonpayable";
    readonly inputs: readonly [{
        readonly name: "operator";
        readonly type: "address";
    }];
    readonly outputs: readonly [];
}, {
    readonly type: "function";
    readonly name: "isOperatorFor";
    readonly stateMutability: "view";
    readonly inputs: readonly [{
        readonly name: "operator";
        readonly type: "address";
    }, {
        readonly name: "holder";
        readonly type: "address";
    }];
    readonly outputs: readonly [{
        readonly name: "";
        readonly type: "bool";
    }];
}, {
    readonly type: "error";
    readonly name: "ERC20InsufficientBalance";
    readonly inputs: readonly [{
        readonly name: "sender";
        readonly type: "address";
    }, {
        readonly name: "balance";
        readonly type: "uint256";
    }, {
        readonly name: "needed";
        readonly type: "uint256";
    }];
}, {
    readonly type: "error";
    readonly name: "NotOperator";
    readonly inputs: readonly [{
        readonly name: "caller";
        readonly type: "address";
    }, {
        readonly name: "holder";
        readonly type: "address";
    }];
}, {
    readonly type: "error";
    readonly name: "EnforcedPause";
    readonly inputs: readonly [];
}, {
    readonly type: "error";
    readonly name: "SelfOperator";
    readonly inputs: readonly [];
}, {
    readonly type: "error";
    readonly name: "ZeroAmount";
    readonly inputs: readonly [];
}, {
    readonly type: "error";
    readonly name: "AlreadyUnlocked";
    readonly inputs: readonly [{
        readonly name: "contentId";
        readonly type: "uint256";
    }, {
        readonly name: "buyer";
        readonly type: "address";
    }];
}, {
    readonly type: "error";
    readonly name: "DepositAlreadyWithdrawn";
    readonly inputs: readonly [{
        readonly name: "depositId";
        readonly type: "uint256";
    }];
}, {
    readonly type: "error";
    readonly name: "DepositLocked";
    readonly inputs: readonly [{
        readonly name: "depositId";
        readonly type: "uint256";
    }, {
        readonly name: "unlocksAt";
        readonly type: "uint64";
    }];
}, {
    readonly type: "error";
    readonly name: "UnknownDeposit";
    readonly inputs: readonly [{
        readonly name: "depositId";
        readonly type: "uint256";
    }];
}];
export declare const nftAbi: readonly [{
    readonly type: "function";
    readonly name: "setApprovalForAll";
    readonly stateMutability: "nonpayable";
    readonly inputs: readonly [{
        readonly name: "operator";
        readonly type: "address";
    }, {
        readonly name: "approved";
        readonly type: "bool";
    }];
    readonly outputs: readonly [];
}, {
    readonly type: "error";
    readonly name: "ERC20InsufficientBalance";
    readonly inputs: readonly [{
        readonly name: "sender";
        readonly type: "address";
    }, {
        readonly name: "balance";
        readonly type: "uint256";
    }, {
        readonly name: "needed";
        readonly type: "uint256";
    }];
}, {
    readonly type: "error";
    readonly name: "NotOperator";
    readonly inputs: readonly [{
        readonly name: "caller";
        readonly type: "address";
    }, {
        readonly name: "holder";
        readonly type: "address";
    }];
}, {
    readonly type: "error";
    readonly name: "EnforcedPause";
    readonly inputs: readonly [];
}, {
    readonly type: "error";
    readonly name: "SelfOperator";
    readonly inputs: readonly [];
}, {
    readonly type: "error";
    readonly name: "ZeroAmount";
    readonly inputs: readonly [];
}, {
    readonly type: "error";
    readonly name: "AlreadyUnlocked";
    readonly inputs: readonly [{
        readonly name: "contentId";
        readonly type: "uint256";
    }, {
        readonly name: "buyer";
        readonly type: "address";
    }];
}, {
    readonly type: "error";
    readonly name: "DepositAlreadyWithdrawn";
    readonly inputs: readonly [{
        readonly name: "depositId";
        readonly type: "uint256";
    }];
}, {
    readonly type: "error";
    readonly name: "DepositLocked";
    readonly inputs: readonly [{
        readonly name: "depositId";
        readonly type: "uint256";
    }, {
        readonly name: "unlocksAt";
        readonly type: "uint64";
    }];
}, {
    readonly type: "error";
    readonly name: "UnknownDeposit";
    readonly inputs: readonly [{
        readonly name: "depositId";
        readonly type: "uint256";
    }];
}];
export declare const actionsAbi: readonly [{
    readonly type: "function";
    readonly name: "boostComment";
    readonly stateMutability: "nonpayable";
    readonly inputs: readonly [{
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }, {
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }];
    readonly outputs: readonly [];
}, {
    readonly type: "function";
    readonly name: "boostContent";
    readonly stateMutability: "nonpayable";
    readonly inputs: readonly [{
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }, {
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }];
    readonly outputs: readonly [];
}, {
    readonly type: "function";
    readonly name: "boostIdea";
    readonly stateMutability: "nonpayable";
    readonly inputs: readonly [{
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }, {
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }];
    readonly outputs: readonly [];
}, {
    readonly type: "function";
    readonly name: "boostAmaQuestion";
    readonly stateMutability: "nonpayable";
    readonly inputs: readonly [{
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }, {
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }];
    readonly outputs: readonly [];
}, {
    readonly type: "function";
    readonly name: "boostGroupPost";
    readonly stateMutability: "nonpayable";
    readonly inputs: readonly [{
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }, {
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }];
    readonly outputs: readonly [];
}, {
    readonly type: "function";
    readonly name: "boostFeedPost";
    readonly stateMutability: "nonpayable";
    readonly inputs: readonly [{
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }, {
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }];
    readonly outputs: readonly [];
}, {
    readonly type: "function";
    readonly name: "unlockContent";
    readonly stateMutability: "nonpayable";
    readonly inputs: readonly [{
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }, {
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }];
    readonly outputs: readonly [];
}, {
    readonly type: "function";
    readonly name: "withdraw";
    readonly stateMutability: "nonpayable";
    readonly inputs: readonly [{
        readonly name: string;
        readonly type: "uint256";
        readonly internalType: "uint256";
    }];
    readonly outputs: readonly [];
}, {
    readonly type: "error";
    readonly name: "ERC20InsufficientBalance";
    readonly inputs: readonly [{
        readonly name: "sender";
        readonly type: "address";
    }, {
        readonly name: "balance";
        readonly type: "uint256";
    }, {
        readonly name: "needed";
        readonly type: "uint256";
    }];
}, {
    readonly type: "error";
    readonly name: "NotOperator";
    readonly inputs: readonly [{
        readonly name: "caller";
        readonly type: "address";
    }, {
        readonly name: "holder";
        readonly type: "address";
    }];
}, {
    readonly type: "error";
    readonly name: "EnforcedPause";
    readonly inputs: readonly [];
}, {
    readonly type: "error";
    readonly name: "SelfOperator";
    readonly inputs: readonly [];
}, {
    readonly type: "error";
    readonly name: "ZeroAmount";
    readonly inputs: readonly [];
}, {
    readonly type: "error";
    readonly name: "AlreadyUnlocked";
    readonly inputs: readonly [{
        readonly name: "contentId";
        readonly type: "uint256";
    }, {
        readonly name: "buyer";
        readonly type: "address";
    }];
}, {
    readonly type: "error";
    readonly name: "DepositAlreadyWithdrawn";
    readonly inputs: readonly [{
        readonly name: "depositId";
        readonly type: "uint256";
    }];
}, {
    readonly type: "error";
    readonly name: "DepositLocked";
    readonly inputs: readonly [{
        readonly name: "depositId";
        readonly type: "uint256";
    }, {
        readonly name: "unlocksAt";
        readonly type: "uint64";
    }];
}, {
    readonly type: "error";
    readonly name: "UnknownDeposit";
    readonly inputs: readonly [{
        readonly name: "depositId";
        readonly type: "uint256";
    }];
}];
