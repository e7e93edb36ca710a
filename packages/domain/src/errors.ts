/**
 * The catalogue of stable error codes the API answers with. Clients switch on `code`;
 * `error` is the human message. One file, so codes never drift apart.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, message: 'The request is malformed.' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This content type is not supported.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  UNAUTHENTICATED: { status: 401, message: 'You need to sign in.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.' },
  NOT_FOUND: { status: 404, message: 'Not Found' },
  ACCOUNT_BANNED: { status: 404, message: 'This account has been banned.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'This API path does not exist.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here.' },
  CONFLICT: { status: 409, message: 'This conflicts with the current state.' },
  VALIDATION_FAILED: { status: 422, message: 'Some fields are invalid.' },
  CANNOT_BLOCK_SELF: { status: 422, message: 'You cannot block yourself.' },
  UNSUPPORTED_IMAGE: { status: 422, message: 'The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).' },
  SLUG_TAKEN: { status: 409, message: 'This slug is already taken.' },
  EMAIL_TAKEN: {
    status: 409,
    message: 'This e-mail address belongs to another account here: sign in with that account.',
  },
  ALREADY_REPORTED: { status: 409, message: 'You have already reported this.' },
  MODERATION_INVALID_TRANSITION: {
    status: 422,
    message: 'This change of the moderation status is not allowed from its current status.',
  },
  REVIEW_ALREADY_REQUESTED: { status: 409, message: 'A review of this item has already been requested once.' },
  EMPTY_COMMENT: { status: 422, message: 'A comment cannot be empty.' },
  MISSION_CLOSED: { status: 422, message: 'This ideation mission is closed: it takes no new ideas.' },
  EVENT_REGISTRATION_CLOSED: {
    status: 422,
    message: 'Registration for this event is closed: it has started or ended.',
  },
  AMA_SESSION_CLOSED: { status: 422, message: 'This AMA session is closed: it takes no new questions.' },
  AMA_QUESTION_ANSWERED: {
    status: 422,
    message: 'This question has been answered: it can no longer be edited.',
  },
  AMA_ALREADY_ANSWERED: {
    status: 409,
    message: 'This question has already been answered: edit the answer instead.',
  },
  AMA_NOT_ANSWERED: { status: 409, message: 'This question has no answer to edit yet.' },
  VOTING_CLOSED: { status: 422, message: 'This voting has ended: it takes no more votes.' },
  ALREADY_VOTED: { status: 409, message: 'You have already voted in this voting.' },
  TOKEN_VOTES_UNAVAILABLE: {
    status: 422,
    message: 'Token votes open when the community wallet is available.',
  },
  UNSUPPORTED_MEDIA: {
    status: 422,
    message: 'The file is not a supported image, video (MP4, WebM, MOV) or audio file (MP3, M4A, OGG, WAV).',
  },
  EMBED_URL_REFUSED: { status: 422, message: 'This address cannot be embedded.' },
  EMBED_FETCH_FAILED: { status: 422, message: 'The embed could not be loaded from this address.' },
  VIDEO_PROCESSING_UNAVAILABLE: {
    status: 503,
    message: 'Video processing is not available on this server (ffmpeg is not installed).',
  },
  GROUP_BANNED: { status: 403, message: 'You are banned from this group.' },
  GROUP_OWNER_CANNOT_LEAVE: {
    status: 403,
    message: 'The owner cannot leave the group: transfer the ownership first.',
  },
  GROUP_INVALID_TRANSITION: { status: 422, message: 'This change of the member is not allowed.' },
  INVITATION_REQUIRED: {
    status: 403,
    message: 'This community is open by invitation: redeem an invitation code to continue.',
  },
  INVITATION_CODE_NOT_FOUND: { status: 404, message: 'This invitation code does not exist.' },
  INVITATION_CODE_USED: { status: 422, message: 'This invitation code has already been used.' },
  INVITATION_OWN_CODE: { status: 422, message: 'You cannot redeem your own invitation code.' },
  INVITATION_ALREADY_REDEEMED: { status: 409, message: 'You have already redeemed an invitation code.' },
  INVITATION_CODE_LIMIT: {
    status: 422,
    message: 'You hold as many open invitation codes as you may: share them before creating more.',
  },
  USER_MEDIA_LIMIT: {
    status: 422,
    message: 'You have uploaded as many images as you may: delete some before uploading more.',
  },
  MODULE_DISABLED: { status: 404, message: 'This module is not available on this instance.' },
  CHAT_DISABLED: { status: 404, message: 'Chat is not available on this instance.' },
  CHAT_CONVERSATION_NOT_FOUND: { status: 404, message: 'This conversation does not exist.' },
  CHAT_USER_NOT_FOUND: { status: 404, message: 'This user was not found' },
  CHAT_SELF: { status: 422, message: 'You cannot chat with yourself' },
  CHAT_BLOCKED_BY_YOU: { status: 403, message: 'You have blocked this user' },
  CHAT_BLOCKED_YOU: { status: 403, message: 'This user has blocked you' },
  CHAT_READ_ONLY: {
    status: 403,
    message: 'This conversation is read only because all other users are banned or have deleted their account.',
  },
  CHAT_EMPTY_MESSAGE: { status: 422, message: 'A message cannot be empty.' },
  CHAT_ENCRYPTION_REQUIRED: { status: 422, message: 'Messages must be end-to-end encrypted on this instance.' },
  CHAT_UNKNOWN_KEY: { status: 422, message: 'This conversation key is not known in this conversation.' },
  CHAT_CONVERSATION_EXISTS: { status: 409, message: 'A conversation with this user already exists.' },
  CHAT_PUBLIC_KEYS_MISSING: { status: 409, message: 'Not every participant has set up a chat key yet.' },
  CHAT_INVALID_PUBLIC_KEY: { status: 422, message: 'The chat public key is not a valid RSA-OAEP 4096-bit key.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'This Service is not Reachable at the Moment' },
  CHAIN_UNAVAILABLE: {
    status: 503,
    message: 'The community chain is not available right now (starting, switched off or unreachable).',
  },
  NFT_CONTRACT_OUTDATED: {
    status: 503,
    message:
      'The NFT contract of this community is an older version that cannot do this yet; the operator upgrades it as docs/NFTS.md "Upgrading the NFT contract" says.',
  },
  INSUFFICIENT_BALANCE: { status: 422, message: 'Your balance is too low for this amount.' },
  NO_WALLET: { status: 422, message: 'No current user!' },
  SIGNATURE_REQUIRED: {
    status: 422,
    message: 'Confirm this in your wallet: the community may not move your tokens without your signature.',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: 'This call moves value: send an Idempotency-Key header, the same one when you retry.',
  },
  TRANSACTION_FAILED: { status: 422, message: 'Transaction Error' },
  NOT_FOR_SALE: { status: 422, message: 'This content is not for sale.' },
  ALREADY_REDEEMED: { status: 409, message: 'You have already redeemed this benefit.' },
  ALREADY_BOUGHT: { status: 409, message: 'You have already unlocked this content.' },
  DEPOSIT_LOCKED: { status: 422, message: 'These tokens are still locked: you can withdraw them after they unlock.' },
  ALREADY_WITHDRAWN: { status: 409, message: 'These tokens have already been withdrawn.' },
  // Gifting NFTs (docs/NFTS.md "Gifting"); the limit and duplicate texts are the spec's, verbatim.
  NFT_GIFTING_DISABLED: { status: 403, message: 'Gifting NFTs is not available on this instance.' },
  NFT_GIFT_LIMIT_REACHED: {
    status: 422,
    message: 'You already sent the maximum of {limit} NFTs today. Check back tomorrow.',
  },
  NFT_NO_DUPLICATE: { status: 422, message: 'You have no duplicate NFTs to send.' },
  NFT_GIFT_SELF: { status: 422, message: 'You cannot send an NFT to yourself.' },
  NFT_GIFT_RECIPIENT_UNAVAILABLE: { status: 422, message: 'You cannot send an NFT to this user.' },
  NFT_APPROVAL_REQUIRED: {
    status: 422,
    message: 'Confirm in your wallet first: allow the community to move your NFTs for this gift.',
  },
  RPC_METHOD_NOT_ALLOWED: {
    status: 403,
    message: 'This JSON-RPC call is not answered here: only reads of the community contracts are.',
  },
  // Trading NFTs (docs/NFTS.md "Trading", "Trade groups").
  NFT_TRADE_REQUEST_CLOSED: { status: 409, message: 'This trade request is no longer open.' },
  NFT_TRADE_OWN_REQUEST: { status: 422, message: 'You cannot fulfil your own trade request.' },
  NFT_TRADE_NOT_MOVABLE: {
    status: 422,
    message: 'You do not have enough copies to trade: some are frozen, promised in another trade or on their way.',
  },
  NFT_TRADE_APPROVAL_REQUIRED: {
    status: 422,
    message: 'Confirm in your wallet first: allow the community to move your NFTs for this trade.',
  },
  NFT_TRADE_UNAVAILABLE: {
    status: 422,
    message: "This trade cannot be made now: the other side's NFTs cannot be moved.",
  },
  NFT_TRADE_GROUP_STALE: {
    status: 409,
    message: 'This trade group is no longer possible: one of its requests is no longer open.',
  },
  INTERNAL: { status: 500, message: 'Unknown Error' },
} as const satisfies Record<string, { status: number; message: string }>;

/** A stable error code. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** The error body every failing API call answers with (docs/DECISIONS.md "API conventions"). */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
  errors: { full_messages: string[]; [field: string]: string[] };
}

/** The message shown when a failure carries none (docs/DECISIONS.md "Failures in the app"). */
export const UNKNOWN_ERROR = 'Unknown Error';
